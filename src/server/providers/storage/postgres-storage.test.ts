import { describe, expect, it } from 'vitest';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { binary, plain, storageContract } from '#test/support/storage-contract.ts';
import { createPostgresStorage } from './postgres-storage.ts';
import { StorageKeyTaken } from './storage.ts';

// As the app's role, which owns nothing: the migrations' grants must reach the table.
const { url, pool: owner } = await createTestDatabase(4);
const deps = makeTestDeps(url, { STORAGE: 'postgres' }, 6);
const storage = deps.storage;

storageContract('postgres', () => storage);

describe('the postgres store', () => {
  it('is what STORAGE=postgres starts', () => {
    expect(storage.kind).toBe('postgres');
  });

  it('keeps each file in one row, with its type and size', async () => {
    await storage.put('rows/one.pdf', binary(1234), 'application/pdf');
    const { rows } = await owner.query(
      'SELECT content_type, size, octet_length(body) AS stored FROM stored_files WHERE key = $1',
      ['rows/one.pdf'],
    );
    expect(rows).toEqual([{ content_type: 'application/pdf', size: 1234, stored: 1234 }]);
  });

  it('lets exactly one of two simultaneous writes of a key win', async () => {
    const writes = await Promise.allSettled(
      [1, 2, 3].map((seed) => storage.put('race/one.png', binary(40 + seed, seed), 'image/png')),
    );
    const won = writes.flatMap((w, i) => (w.status === 'fulfilled' ? [i + 1] : []));
    expect(won).toHaveLength(1);
    for (const w of writes)
      if (w.status === 'rejected') expect(w.reason).toBeInstanceOf(StorageKeyTaken);
    const seed = won[0] as number;
    expect(plain(await storage.get('race/one.png'))).toEqual(binary(40 + seed, seed));
  });

  it('is seen by another app process on the same database at once', async () => {
    const other = makeTestDeps(url, { STORAGE: 'postgres' }, 2);
    await storage.put('shared/a.png', binary(99), 'image/png');
    expect(plain(await other.storage.get('shared/a.png'))).toEqual(binary(99));
    await other.storage.remove('shared/a.png');
    expect(await storage.get('shared/a.png')).toBeNull();
  });

  it('lists page by page', async () => {
    const keys = Array.from({ length: 7 }, (_, i) => `paged/${i}.png`);
    for (const k of keys) await storage.put(k, binary(2), 'image/png');
    const listed: string[] = [];
    for await (const k of createPostgresStorage(deps.pool, 3).list())
      if (k.startsWith('paged/')) listed.push(k);
    expect(listed).toEqual(keys);
  });
});
