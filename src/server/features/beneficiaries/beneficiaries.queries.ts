import { sql } from 'kysely';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type { Beneficiary } from '#shared/schemas/beneficiaries.ts';

// SQL of saved recipients. Every read and write names its owner.

/** The owner's rows with the Owo recipient's e-mail and name as they are now. */
const saved = (userId: string) =>
  qb
    .selectFrom('beneficiaries as b')
    .leftJoin('users as u', 'u.id', 'b.recipient_user_id')
    .leftJoin('profiles as p', 'p.id', 'b.recipient_user_id')
    .select([
      'b.id',
      'b.kind',
      'b.bank_code',
      'b.bank_name',
      'b.account_number',
      'b.account_name',
      'b.created_at',
      'b.last_used_at',
      'u.email',
      sql<string | null>`coalesce(nullif(p.full_name, ''), nullif(u.name, ''),
        split_part(u.email, '@', 1))`.as('name'),
    ])
    .where('b.user_id', '=', userId);

type SavedRow = Row<ReturnType<typeof saved>>;

export function toBeneficiary(r: SavedRow): Beneficiary {
  const common = {
    id: r.id,
    created_at: r.created_at.toISOString(),
    last_used_at: r.last_used_at?.toISOString() ?? null,
  };
  if (r.kind === 'bank')
    return {
      ...common,
      kind: 'bank',
      bank_code: r.bank_code ?? '',
      bank_name: r.bank_name ?? '',
      account_number: r.account_number ?? '',
      account_name: r.account_name ?? '',
    };
  return { ...common, kind: 'owo', email: r.email ?? '', name: r.name ?? '' };
}

/** Newest used first; those never used after them, newest saved first. */
export async function selectBeneficiaries(db: Queryable, userId: string) {
  return all(
    db,
    saved(userId)
      .orderBy(sql`b.last_used_at desc nulls last`)
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc'),
  );
}

export async function selectBeneficiary(db: Queryable, userId: string, id: string) {
  return (await first(db, saved(userId).where('b.id', '=', id))) ?? null;
}

/** What one saved recipient points at: a bank account, or an Owo user's id. */
export type Target =
  | { kind: 'bank'; bankCode: string; accountNumber: string }
  | { kind: 'owo'; recipientUserId: string };

export async function selectBeneficiaryByTarget(db: Queryable, userId: string, t: Target) {
  const query =
    t.kind === 'bank'
      ? saved(userId)
          .where('b.kind', '=', 'bank')
          .where('b.bank_code', '=', t.bankCode)
          .where('b.account_number', '=', t.accountNumber)
      : saved(userId)
          .where('b.kind', '=', 'owo')
          .where('b.recipient_user_id', '=', t.recipientUserId);
  return (await first(db, query)) ?? null;
}

/**
 * Holds the owner's saved recipients until the transaction ends, so two saves
 * at once cannot both pass the cap (or both miss the other's row).
 */
export async function lockOwner(db: Queryable, userId: string) {
  const lock = `beneficiaries:${userId}`;
  await first(
    db,
    qb.selectNoFrom(sql<void>`pg_advisory_xact_lock(hashtextextended(${lock}, 0))`.as('locked')),
  );
}

export async function countBeneficiaries(db: Queryable, userId: string): Promise<number> {
  const row = await first(
    db,
    qb
      .selectFrom('beneficiaries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId),
  );
  return safeMinor(row?.n ?? 0);
}

export type NewBeneficiary =
  | { kind: 'bank'; bankCode: string; bankName: string; accountNumber: string; accountName: string }
  | { kind: 'owo'; recipientUserId: string };

/** The new row's id, or null when the owner already has this target (the unique index). */
export async function insertBeneficiary(
  db: Queryable,
  userId: string,
  b: NewBeneficiary,
): Promise<string | null> {
  const values =
    b.kind === 'bank'
      ? {
          user_id: userId,
          kind: 'bank',
          bank_code: b.bankCode,
          bank_name: b.bankName,
          account_number: b.accountNumber,
          account_name: b.accountName,
        }
      : { user_id: userId, kind: 'owo', recipient_user_id: b.recipientUserId };
  const row = await first(
    db,
    qb
      .insertInto('beneficiaries')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .returning('id'),
  );
  return row?.id ?? null;
}

export async function deleteBeneficiary(db: Queryable, userId: string, id: string) {
  return run(db, qb.deleteFrom('beneficiaries').where('user_id', '=', userId).where('id', '=', id));
}

/** A confirmed Owo account by e-mail (as a transfer finds one), and whether it may receive. */
export async function selectOwoUser(db: Queryable, email: string) {
  const row = await first(
    db,
    qb
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select(['u.id', sql<boolean>`coalesce(p.is_active, true)`.as('active')])
      .where('u.email', '=', email)
      .where('u.email_verified', '=', true),
  );
  return row ?? null;
}

/** Stamps the owner's saved bank account as just used (no row: nothing happens). */
export async function touchBank(
  db: Queryable,
  userId: string,
  bankCode: string,
  accountNumber: string,
) {
  return run(
    db,
    qb
      .updateTable('beneficiaries')
      .set({ last_used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('kind', '=', 'bank')
      .where('bank_code', '=', bankCode)
      .where('account_number', '=', accountNumber),
  );
}

/** Stamps the owner's saved Owo recipient (by their e-mail) as just used. */
export async function touchOwo(db: Queryable, userId: string, email: string) {
  return run(
    db,
    qb
      .updateTable('beneficiaries')
      .set({ last_used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('kind', '=', 'owo')
      .where(
        'recipient_user_id',
        'in',
        qb.selectFrom('users').select('id').where('email', '=', email),
      ),
  );
}
