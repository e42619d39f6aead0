import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';

/** Private file storage: nothing here is ever served without an authenticated route. */
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Uint8Array | null>;
  remove: (key: string) => Promise<void>;
  kind: 'disk';
};

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
      await writeFile(p, body, { flag: 'wx' });
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
