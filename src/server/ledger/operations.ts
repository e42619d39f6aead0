import type pg from 'pg';
import { withRetry } from '#server/db/transaction.ts';
import { CURRENCIES, type Currency, MAX_AMOUNT_MINOR } from '#shared/constants.ts';
import { formatAmount, parseRate, safeMinor, tryConvertMinor } from '#shared/money.ts';
import { convertTooLargeMessage } from '#shared/schemas/wallets.ts';
import { LedgerError, ledgerBadInput, ledgerNotFound } from './errors.ts';
import { assertIdempotencyKey, requestHash } from './idempotency.ts';
import { noted } from './observe.ts';
import { newReference, postTransaction, walletLimiter } from './post.ts';
import { parseResult, runPosting } from './post-run.ts';
import type { PostingResult } from './post-types.ts';

function assertAmount(amount: unknown): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw ledgerBadInput('amount', 'must be a positive whole number of minor units');
  }
  if (amount > MAX_AMOUNT_MINOR) {
    throw ledgerBadInput('amount', `must be at most ${formatAmount(MAX_AMOUNT_MINOR)}`);
  }
}

function assertCurrency(field: string, currency: unknown): asserts currency is Currency {
  if (!CURRENCIES.includes(currency as Currency))
    throw ledgerBadInput(field, 'must be one of NGN, USD, CNY');
}

const note = (text: string | null | undefined) => text?.trim() || null;

export type TransferInput = {
  fromUserId: string;
  /** One of toEmail / toUserId names the recipient. */
  toEmail?: string;
  toUserId?: string;
  currency: Currency;
  amount: number;
  description?: string | null;
  idempotencyKey: string;
};

const TRANSFER_SQL = 'SELECT owo_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9) AS result';

/**
 * Sends money from one user's wallet to another user's wallet in the same
 * currency. One round trip: owo_transfer finds the recipient and posts.
 */
export async function transfer(pool: pg.Pool, input: TransferInput): Promise<PostingResult> {
  assertAmount(input.amount);
  assertCurrency('currency', input.currency);
  assertIdempotencyKey(input.idempotencyKey);
  const toEmail = input.toEmail?.trim().toLowerCase() || null;
  const toUserId = toEmail ? null : input.toUserId || null;
  if (!toEmail && !toUserId) throw ledgerBadInput('to_email', 'is required');
  const text = note(input.description);
  const { fromUserId: from, currency, amount } = input;
  const hash = requestHash({
    kind: 'transfer',
    request: { to: toEmail ?? toUserId, currency, amount, note: text },
  });
  const values = [
    from,
    toUserId,
    toEmail,
    currency,
    amount,
    text,
    newReference('TRF'),
    input.idempotencyKey,
    hash,
  ];
  try {
    const query = { name: 'owo_transfer', text: TRANSFER_SQL, values };
    return await noted(
      pool,
      'transfer',
      walletLimiter.run([`${from}:${currency}`], () =>
        withRetry(() => runPosting(pool, query, from, parseResult)),
      ),
    );
  } catch (e) {
    if (e instanceof LedgerError && e.code === 'ACCOUNT_INACTIVE' && e.userId !== from) {
      throw new LedgerError('ACCOUNT_INACTIVE', "The recipient's account is inactive");
    }
    throw e;
  }
}

export type ConvertInput = {
  userId: string;
  from: Currency;
  to: Currency;
  /** In `from` minor units. */
  amount: number;
  idempotencyKey: string;
};

/**
 * Converts between a user's own wallets at the current rate (exchange_rates,
 * direct pair). The amount received is floored; the rate used is recorded in
 * the metadata. Each currency balances through its fx system account; the
 * margin the house keeps (see exchangeMargin) is posted to the fees account,
 * so revenue is the fees account's balance.
 */
export async function convert(pool: pg.Pool, input: ConvertInput): Promise<PostingResult> {
  assertAmount(input.amount);
  assertCurrency('from', input.from);
  assertCurrency('to', input.to);
  if (input.from === input.to) throw ledgerBadInput('to', 'must be a different currency from from');
  // Both directions in one read: the reverse rate measures what the house keeps.
  const { rows } = await pool.query<{
    from_currency: Currency;
    rate: string;
    provider: string;
    updated_at: Date;
  }>(
    `SELECT from_currency, rate::text AS rate, provider, updated_at FROM exchange_rates
      WHERE (from_currency = $1 AND to_currency = $2) OR (from_currency = $2 AND to_currency = $1)`,
    [input.from, input.to],
  );
  const rate = rows.find((r) => r.from_currency === input.from);
  const reverse = rows.find((r) => r.from_currency === input.to);
  if (!rate) {
    throw new LedgerError('BUSINESS_RULE', `No exchange rate from ${input.from} to ${input.to}`);
  }
  // Refused before anything is built from the result, whatever the balance.
  const received = tryConvertMinor(input.amount, rate.rate);
  if (received === null) throw new LedgerError('LIMIT_EXCEEDED', convertTooLargeMessage(input.to));
  if (received <= 0) {
    throw new LedgerError('BUSINESS_RULE', `The amount is too small to convert to ${input.to}`);
  }
  const margin = reverse ? exchangeMargin(input.amount, reverse.rate, received) : 0;
  const { from, to, amount, userId } = input;
  return postTransaction(pool, {
    kind: 'conversion',
    category: 'conversion',
    description: `Convert ${from} to ${to}`,
    userId,
    actorId: userId,
    idempotencyKey: input.idempotencyKey,
    // The rate is not part of the request: a repeat returns the first result even if the rate moved.
    request: { from, to, amount },
    referencePrefix: 'CNV',
    metadata: {
      from,
      to,
      amount,
      received,
      margin,
      rate: rate.rate.replace(/\.?0+$/, ''),
      rate_provider: rate.provider,
      rate_updated_at: rate.updated_at.toISOString(),
    },
    legs: [
      { account: { userId, currency: from }, amount: -amount, description: `Converted to ${to}` },
      { account: { system: 'fx', currency: from }, amount },
      // The fx account gives out what the amount is worth at the house's own
      // buying rate; the customer receives that less the margin, which is the
      // house's revenue and goes to the fees account.
      { account: { system: 'fx', currency: to }, amount: -(received + margin) },
      {
        account: { userId, currency: to },
        amount: received,
        description: `Converted from ${from}`,
      },
      ...(margin > 0
        ? [{ account: { system: 'fees' as const, currency: to }, amount: margin }]
        : []),
    ],
  });
}

/**
 * What the house keeps on a conversion, in minor units of the target
 * currency: the amount given is worth amount / reverse_rate of the target at
 * the rate the house itself buys back at; the customer received less by the
 * spread between the two rates (plus the floored fraction). Never negative:
 * when the rates are exact inverses the margin is zero.
 */
export function exchangeMargin(amount: number, reverseRate: string, received: number): number {
  const { numerator, scale } = parseRate(reverseRate);
  const worth = (BigInt(amount) * scale) / numerator; // floor: both are positive
  const margin = worth - BigInt(received);
  return margin > 0n ? safeMinor(margin) : 0;
}

export type AdminAdjustInput = {
  adminId: string;
  userId: string;
  currency: Currency;
  amount: number;
  direction: 'credit' | 'debit';
  description?: string | null;
  idempotencyKey: string;
};

/**
 * An administrator credits or debits a wallet against the `adjustments`
 * system account; a debit that would overdraw is a 422. Allowed on a
 * deactivated user: it is an operator's correction, not the user moving
 * money, and it is recorded with the administrator as actor.
 */
export async function adminAdjust(pool: pg.Pool, input: AdminAdjustInput): Promise<PostingResult> {
  assertAmount(input.amount);
  assertCurrency('currency', input.currency);
  const { rows } = await pool.query<{ admin: boolean | null; target: boolean | null }>(
    `SELECT (SELECT is_admin FROM profiles WHERE id = $1) AS admin,
            (SELECT true FROM users WHERE id = $2) AS target`,
    [input.adminId, input.userId],
  );
  if (!rows[0]?.admin) throw new LedgerError('FORBIDDEN', 'Administrators only');
  if (!rows[0]?.target) throw ledgerNotFound('User');
  const credit = input.direction === 'credit';
  const sign = credit ? 1 : -1;
  const description = note(input.description) ?? (credit ? 'Admin Credit' : 'Admin Debit');
  return postTransaction(
    pool,
    {
      kind: 'adjustment',
      category: 'admin_operation',
      description,
      userId: input.userId,
      actorId: input.adminId,
      idempotencyKey: input.idempotencyKey,
      request: {
        user: input.userId,
        currency: input.currency,
        amount: input.amount,
        direction: input.direction,
        description,
      },
      referencePrefix: credit ? 'ADMIN-CREDIT' : 'ADMIN-DEBIT',
      metadata: { admin_id: input.adminId, direction: input.direction },
      legs: [
        {
          account: { userId: input.userId, currency: input.currency },
          amount: sign * input.amount,
          description,
        },
        {
          account: { system: 'adjustments', currency: input.currency },
          amount: -sign * input.amount,
        },
      ],
    },
    { allowInactive: true },
  );
}
