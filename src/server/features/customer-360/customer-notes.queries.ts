import { sql } from 'kysely';
import { all, first, type Queryable, qb } from '#server/db/query.ts';
import { RECENT_AUDIT } from './customer-360.queries.ts';

const noteColumns = [
  sql<string>`id::text`.as('id'),
  'body as text',
  'author_id',
  'author_email',
  'created_at',
] as const;

/** The customer's newest notes, newest first (the (user_id, id) index read backwards). */
export function selectNotes(db: Queryable, userId: string) {
  return all(
    db,
    qb
      .selectFrom('customer_notes')
      .select(noteColumns)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(RECENT_AUDIT),
  );
}

/** Appends a note; the author's e-mail is copied in, as the audit log does. */
export function insertNote(db: Queryable, userId: string, authorId: string, text: string) {
  return first(
    db,
    qb
      .insertInto('customer_notes')
      .values((eb) => ({
        user_id: userId,
        author_id: authorId,
        author_email: eb.fn.coalesce(
          eb.selectFrom('users').select('email').where('id', '=', authorId),
          eb.val(authorId),
        ),
        body: text,
      }))
      .returning(noteColumns),
  );
}

/** Whether the user exists, its row locked against a concurrent change for the note's transaction. */
export function customerExists(db: Queryable, userId: string) {
  return first(db, qb.selectFrom('users').select('id').where('id', '=', userId).forShare());
}
