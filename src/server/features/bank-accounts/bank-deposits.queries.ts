import { sql } from 'kysely';
import { all, first, type Queryable, qb, run } from '#server/db/query.ts';

// bank_deposits: every transfer into a customer's own account, once per
// Paystack reference, whatever became of it.

export type DepositFacts = {
  reference: string;
  userId: string;
  accountNumber: string;
  amount: number;
  senderName: string | null;
  senderBank: string | null;
  narration: string | null;
  paidAt: Date | null;
  receivedAt: Date;
};

const values = (d: DepositFacts, status: 'received') => ({
  reference: d.reference,
  user_id: d.userId,
  account_number: d.accountNumber,
  amount: d.amount,
  sender_name: d.senderName,
  sender_bank: d.senderBank,
  narration: d.narration,
  status,
  paid_at: d.paidAt,
  received_at: d.receivedAt,
});

export async function selectDeposit(db: Queryable, reference: string) {
  return first(
    db,
    qb
      .selectFrom('bank_deposits')
      .select(['reference', 'user_id', 'amount', 'status', 'received_at'])
      .where('reference', '=', reference),
  );
}

/**
 * Heard of, not yet confirmed (Paystack's verify did not answer clearly): kept
 * so that nothing is forgotten; the amount is the signed webhook's and is not
 * credited until verify confirms it. Nothing when the reference is known.
 */
export async function recordReceived(db: Queryable, d: DepositFacts) {
  await run(
    db,
    qb
      .insertInto('bank_deposits')
      .values(values(d, 'received'))
      .onConflict((oc) => oc.column('reference').doNothing()),
  );
}

/**
 * Inside the crediting transaction: takes the reference for this transaction
 * (a new row, or one only `received` so far, rewritten with the confirmed
 * facts). False when it is already credited or held. Twins wait here on the
 * row until the first commits, then find it done.
 */
export async function claimDeposit(db: Queryable, d: DepositFacts): Promise<boolean> {
  const { received_at: _kept, ...confirmed } = values(d, 'received');
  const query = qb
    .insertInto('bank_deposits')
    .values(values(d, 'received'))
    .onConflict((oc) =>
      oc.column('reference').doUpdateSet(confirmed).where('bank_deposits.status', '=', 'received'),
    )
    .returning('reference');
  return (await first(db, query)) !== undefined;
}

/** Where the money went: the wallet (credited) or the held deposits (held). */
export async function markLanded(
  db: Queryable,
  reference: string,
  landed: { transactionId: string; heldId: string | null },
) {
  await run(
    db,
    qb
      .updateTable('bank_deposits')
      .set({
        status: landed.heldId ? 'held' : 'credited',
        transaction_id: landed.transactionId,
        held_deposit_id: landed.heldId,
      })
      .where('reference', '=', reference),
  );
}

/**
 * Deposits still unconfirmed, oldest first, heard of within Paystack's
 * webhook retry window (72 hours); older ones are left to a person.
 */
export async function selectReceived(db: Queryable, limit: number) {
  return all(
    db,
    qb
      .selectFrom('bank_deposits')
      .select(['reference', 'amount'])
      .where('status', '=', 'received')
      .where('received_at', '>', sql<Date>`now() - interval '72 hours'`)
      .orderBy('received_at')
      .limit(limit),
  );
}
