import { join } from 'node:path';
import type pg from 'pg';
import type { Config } from '#server/config.ts';
import { s3Problems } from '#server/config-storage.ts';
import { createPostgresStorage } from './postgres-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type Storage, type StorageKind } from './storage.ts';

/** The store of one kind, configured as STORAGE would start it (the copy command names any). */
export function createStorage(kind: StorageKind, config: Config, pool: pg.Pool): Storage {
  switch (kind) {
    case 'disk':
      return createDiskStorage(join(config.DATA_DIR, 'files'));
    case 'postgres':
      return createPostgresStorage(pool);
    case 's3': {
      const problems = s3Problems(config, true);
      if (problems.length || !config.s3)
        throw new Error(
          `The s3 store is not configured:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
        );
      return createS3Storage(config.s3);
    }
  }
}
