import { sql } from 'kysely';
import { containsPattern } from '#server/db/like.ts';
import { all, type Queryable, qb } from '#server/db/query.ts';

// The back office's global search: each kind of key is its own small query,
// answered by one index (see admin-search.explain.test.ts).

/** Hits of each kind, and of the whole answer. */
export const SEARCH_LIMIT = 10;

/** What a customer hit shows. */
const customers = () =>
  qb
    .selectFrom('profiles as p')
    .leftJoin('dedicated_accounts as d', 'd.user_id', 'p.id')
    .select(['p.id', 'p.email', 'p.full_name', 'p.phone_number', 'd.account_number']);

/** A user id, pasted whole (the primary key). */
export function selectCustomerById(db: Queryable, id: string) {
  return all(db, customers().where('p.id', '=', id));
}

/** The e-mail exactly, as signed up (users.email's unique index; e-mails are stored lower-case). */
export function selectCustomerByEmail(db: Queryable, email: string) {
  return all(
    db,
    customers().innerJoin('users as u', 'u.id', 'p.id').where('u.email', '=', email.toLowerCase()),
  );
}

/**
 * Customers whose lower-cased e-mail or name holds the text: the trigram
 * indexes on lower(email) and lower(full_name), no order (any ten of them;
 * the exact e-mail comes first from its own query).
 */
export function selectCustomersByText(db: Queryable, text: string) {
  const pattern = containsPattern(text.toLowerCase());
  return all(
    db,
    customers()
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['p.email']), 'like', pattern),
          eb(eb.fn('lower', ['p.full_name']), 'like', pattern),
        ]),
      )
      .limit(SEARCH_LIMIT),
  );
}

/** Customers whose phone number's key (#shared/phone-key.ts) starts with `key` (digits only). */
export function selectCustomersByPhone(db: Queryable, key: string) {
  return all(
    db,
    customers()
      .where(
        sql<string>`right(regexp_replace(p.phone_number, '[^0-9]', '', 'g'), 10)`,
        'like',
        `${key}%`,
      )
      .limit(SEARCH_LIMIT),
  );
}

/** The customer whose own account number (a 10-digit NUBAN) this is. */
export function selectCustomerByAccount(db: Queryable, accountNumber: string) {
  return all(db, customers().where('d.account_number', '=', accountNumber));
}

/** A customer's transaction by its reference, exactly as written or in capitals. */
export function selectTransactionsByReference(db: Queryable, reference: string) {
  const refs = [...new Set([reference, reference.toUpperCase()])];
  return all(
    db,
    qb
      .selectFrom('ledger_transactions as t')
      .innerJoin('profiles as p', 'p.id', 't.user_id')
      .select(['t.reference', 't.kind', 't.status', 't.created_at', 'p.id as user_id', 'p.email'])
      .where('t.reference', 'in', refs),
  );
}
