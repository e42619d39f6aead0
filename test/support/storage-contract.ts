import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Storage, StorageKeyTaken } from '#server/providers/storage/storage.ts';

/** Bytes that would not survive being read as text: every value from 0 to 255. */
export const binary = (n: number, seed = 7) =>
  Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256);

/** A store's answer as a plain Uint8Array (disk and postgres answer Buffers), for toEqual. */
export const plain = (bytes: Uint8Array | null) => bytes && new Uint8Array(bytes);

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all;
};

/**
 * What every store promises (storage.ts's Storage), run against one of them.
 * `store` is called inside the tests, after the file's set-up made it.
 */
export function storageContract(name: string, store: () => Storage) {
  describe(`the ${name} store`, () => {
    const prefix = `contract-${randomUUID()}`;
    const key = (n: string) => `${prefix}/${n}`;

    it('gives back the very bytes it was given, and their size', async () => {
      const s = store();
      const body = binary(70_000);
      await s.put(key('a.png'), body, 'image/png');
      expect(plain(await s.get(key('a.png')))).toEqual(body);
      expect(await s.size(key('a.png'))).toBe(70_000);
      await s.put(key('empty.pdf'), new Uint8Array(), 'application/pdf');
      expect(plain(await s.get(key('empty.pdf')))).toEqual(new Uint8Array());
      expect(await s.size(key('empty.pdf'))).toBe(0);
    });

    it('answers null for a key it does not hold', async () => {
      const s = store();
      expect(await s.get(key('nothing-here.png'))).toBeNull();
      expect(await s.size(key('nothing-here.png'))).toBeNull();
    });

    it('refuses to overwrite a key, and keeps the first file', async () => {
      const s = store();
      const first = binary(100, 1);
      await s.put(key('once.png'), first, 'image/png');
      const again = s.put(key('once.png'), binary(50, 2), 'image/png');
      await expect(again).rejects.toBeInstanceOf(StorageKeyTaken);
      await expect(again).rejects.toMatchObject({ code: 'EEXIST', key: key('once.png') });
      expect(plain(await s.get(key('once.png')))).toEqual(first);
    });

    it('removes a file, and removing a missing one is no error', async () => {
      const s = store();
      await s.put(key('gone.pdf'), binary(10), 'application/pdf');
      await s.remove(key('gone.pdf'));
      expect(await s.get(key('gone.pdf'))).toBeNull();
      await expect(s.remove(key('gone.pdf'))).resolves.toBeUndefined();
      // Written again after its removal: a key is free once removed.
      await s.put(key('gone.pdf'), binary(5), 'application/pdf');
      expect(await s.size(key('gone.pdf'))).toBe(5);
    });

    it('lists every key, nested ones too', async () => {
      const s = store();
      const keys = [key('list/u1/x.png'), key('list/u1/y.pdf'), key('list/u2/z.png')];
      for (const k of keys) await s.put(k, binary(3), 'image/png');
      const listed = (await collect(s.list())).filter((k) => k.startsWith(key('list/')));
      expect(listed.sort()).toEqual(keys.sort());
    });
  });
}
