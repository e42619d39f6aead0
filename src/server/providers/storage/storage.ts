import { mkdir, opendir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';

export const STORAGE_KINDS = ['disk', 'postgres', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/**
 * Private file storage: nothing here is ever served without an authenticated
 * route. Keys look like "bucket/user/name" and are written once: `put` on a
 * key that exists throws StorageKeyTaken, whichever store it is.
 */
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  /** The file's bytes, or null when there is no such key. */
  get: (key: string) => Promise<Uint8Array | null>;
  /** Removing a key that is not there is not an error. */
  remove: (key: string) => Promise<void>;
  /** The file's size in bytes, or null when there is no such key. */
  size: (key: string) => Promise<number | null>;
  /** Every key, in no promised order (for copying a store to another). */
  list: () => AsyncIterable<string>;
  kind: StorageKind;
};

/** `put` on a key that is already stored: a file is never overwritten. */
export class StorageKeyTaken extends Error {
  readonly code = 'EEXIST';
  constructor(readonly key: string) {
    super(`a file is already stored under ${key}`);
    this.name = 'StorageKeyTaken';
  }
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under DATA_DIR/files, keyed "bucket/user/name". */
export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = normalize(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return p;
  };
  return {
    kind: 'disk',
    put: async (key, body) => {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, body, { flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? new StorageKeyTaken(key) : err;
      });
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    size: async (key) => {
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? s.size : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    list: () => walk(base, ''),
  };
}

/** The files under `dir`, as keys relative to the root with "/" between parts. */
async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(dir);
  } catch (err) {
    if (missing(err)) return;
    throw err;
  }
  for await (const entry of entries) {
    const key = prefix + entry.name;
    if (entry.isDirectory()) yield* walk(join(dir, entry.name), `${key}/`);
    else if (entry.isFile()) yield key;
  }
}
