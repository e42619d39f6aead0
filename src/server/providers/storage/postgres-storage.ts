import type pg from 'pg';
import { all, first, qb, run } from '#server/db/query.ts';
import { type Storage, StorageKeyTaken } from './storage.ts';

/**
 * Files in the `stored_files` table (STORAGE=postgres): every app process on
 * the database sees them, and the database's backups hold them.
 * `listPageSize`: keys read per query while listing, so no listing loads a large store at once.
 */
export function createPostgresStorage(pool: pg.Pool, listPageSize = 500): Storage {
  return {
    kind: 'postgres',
    put: async (key, body, contentType) => {
      // ON CONFLICT DO NOTHING: a taken key answers no row instead of aborting
      // whatever transaction the caller may hold open on another client.
      const written = await run(
        pool,
        qb
          .insertInto('stored_files')
          .values({
            key,
            content_type: contentType,
            size: body.byteLength,
            body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          })
          .onConflict((oc) => oc.column('key').doNothing()),
      );
      if (written === 0) throw new StorageKeyTaken(key);
    },
    get: async (key) => {
      const row = await first(
        pool,
        qb.selectFrom('stored_files').select('body').where('key', '=', key),
      );
      return row ? row.body : null;
    },
    remove: async (key) => {
      await run(pool, qb.deleteFrom('stored_files').where('key', '=', key));
    },
    size: async (key) => {
      const row = await first(
        pool,
        qb.selectFrom('stored_files').select('size').where('key', '=', key),
      );
      return row ? row.size : null;
    },
    list: async function* () {
      let after: string | undefined;
      for (;;) {
        let page = qb.selectFrom('stored_files').select('key').orderBy('key').limit(listPageSize);
        if (after !== undefined) page = page.where('key', '>', after);
        const rows = await all(pool, page);
        for (const row of rows) yield row.key;
        if (rows.length < listPageSize) return;
        after = rows.at(-1)?.key;
      }
    },
  };
}
