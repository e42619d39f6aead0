import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binary, storageContract } from '#test/support/storage-contract.ts';
import { createDiskStorage, StorageKeyTaken } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'owo-test-files-'));
const storage = createDiskStorage(root);

storageContract('disk', () => storage);

describe('the disk store', () => {
  it('refuses a key that leaves its folder', async () => {
    await expect(storage.put('../outside.png', binary(1), 'image/png')).rejects.toThrow(
      'storage key escapes the root',
    );
  });

  it('lets exactly one of two simultaneous writes of a key win', async () => {
    const writes = await Promise.allSettled(
      [1, 2].map((seed) => storage.put('race/one.png', binary(10, seed), 'image/png')),
    );
    expect(writes.filter((w) => w.status === 'fulfilled')).toHaveLength(1);
    const lost = writes.find((w) => w.status === 'rejected');
    expect(lost?.status === 'rejected' && lost.reason).toBeInstanceOf(StorageKeyTaken);
  });

  it('lists nothing for a folder that does not exist yet', async () => {
    const fresh = createDiskStorage(join(root, 'not-made'));
    for await (const key of fresh.list()) throw new Error(`listed ${key}`);
    writeFileSync(join(root, 'loose.txt'), 'x');
    expect(await storage.size('loose.txt')).toBe(1);
  });
});
