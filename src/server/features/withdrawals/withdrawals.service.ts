import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Config } from '#server/config.ts';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, badInput } from '#server/http/errors.ts';
import { walletBalances } from '#server/ledger/accounts.ts';
import { LedgerError } from '#server/ledger/errors.ts';
import { requestHash } from '#server/ledger/idempotency.ts';
import { postWithin } from '#server/ledger/post.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { PaystackError } from '#server/providers/paystack/request.ts';
import { formatMoney } from '#shared/money.ts';
import { cleanText } from '#shared/schemas/text.ts';
import {
  type Bank,
  type ResolveAccountQuery,
  type ResolvedAccount,
  WITHDRAW_MESSAGES,
  WITHDRAWAL_FEE_MINOR,
  type Withdrawal,
  type WithdrawalCreate,
  type WithdrawalPage,
} from '#shared/schemas/withdrawals.ts';
import type { WithdrawalsDeps } from './withdrawals.deps.ts';
import {
  insertWithdrawal,
  selectWithdrawalByKey,
  selectWithdrawals,
  toWithdrawal,
  type WithdrawalRow,
} from './withdrawals.queries.ts';

/** Paystack's bank list changes rarely: asked again after an hour. */
const BANKS_TTL_MS = 60 * 60 * 1000;
const bankCache = new WeakMap<Config, { at: number; banks: Bank[] }>();

function payouts(deps: WithdrawalsDeps) {
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode === 'off')
    throw new AppError('BUSINESS_RULE', 'Bank withdrawals are not available at the moment');
  return paystack.client;
}

/** The banks a withdrawal can go to, with Paystack's codes, by name. */
export async function listBanks(deps: WithdrawalsDeps): Promise<Bank[]> {
  const cached = bankCache.get(deps.config);
  if (cached && Date.now() - cached.at < BANKS_TTL_MS) return cached.banks;
  const rows = await payouts(deps).listBanks('NGN');
  const banks = rows
    .filter((b) => b.active && b.currency === 'NGN')
    .map((b) => ({ code: b.code, name: b.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  bankCache.set(deps.config, { at: Date.now(), banks });
  return banks;
}

async function bankByCode(deps: WithdrawalsDeps, code: string): Promise<Bank> {
  const bank = (await listBanks(deps)).find((b) => b.code === code);
  if (!bank) throw badInput('bank_code', 'is not a bank we can pay to');
  return bank;
}

/** Who holds the account, as the bank tells Paystack. 422 when the bank does not know it (or names nobody). */
export async function resolveAccount(
  deps: WithdrawalsDeps,
  q: ResolveAccountQuery,
): Promise<ResolvedAccount> {
  const bank = await bankByCode(deps, q.bank_code);
  let found: { account_name: string };
  try {
    found = await payouts(deps).resolveAccount(q.account_number, q.bank_code);
  } catch (e) {
    // Paystack answers 400 or 422 for an account the bank does not know; the
    // rest (no answer, 5xx) is the provider's trouble and stays a 502.
    if (e instanceof PaystackError && e.httpStatus >= 400 && e.httpStatus < 500)
      throw new AppError('BUSINESS_RULE', WITHDRAW_MESSAGES.verifyFailed);
    throw e;
  }
  // The bank's own words, but nothing in them may change how the rest reads.
  const accountName = cleanText(found.account_name);
  if (!accountName) throw new AppError('BUSINESS_RULE', WITHDRAW_MESSAGES.verifyFailed);
  return {
    account_name: accountName,
    account_number: q.account_number,
    bank_code: bank.code,
    bank_name: bank.name,
  };
}

/** Ours, and the Paystack transfer's: lowercase letters and digits, as Paystack asks. */
const newReference = () => `wd_${randomBytes(12).toString('hex')}`;

function sameRequest(row: WithdrawalRow & { request_hash: string }, hash: string) {
  if (row.request_hash !== hash)
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request',
    );
  return row;
}

/** Thrown inside the hold's transaction when its key was already used: roll back, answer that one. */
class Replayed extends Error {}

/**
 * Records the withdrawal and holds amount plus fee in the NGN wallet, in one
 * database transaction. Nothing is sent to the bank until an administrator
 * approves. The same Idempotency-Key answers the same withdrawal, also when
 * two requests arrive together.
 */
export async function createWithdrawal(
  deps: WithdrawalsDeps,
  userId: string,
  input: WithdrawalCreate,
  idempotencyKey: string,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const hash = requestHash({ withdrawal: input });
  const earlier = await selectWithdrawalByKey(deps.pool, userId, idempotencyKey);
  if (earlier) return { withdrawal: toWithdrawal(sameRequest(earlier, hash)), created: false };

  const bank = await bankByCode(deps, input.bank_code);
  // The account name is only ever the bank's answer, asked for now, before any
  // money is held: a name in the request (typed, or from an older screen) is
  // never stored, and an account the bank cannot name is refused (422).
  const { account_name: accountName } = await resolveAccount(deps, {
    bank_code: input.bank_code,
    account_number: input.account_number,
  });
  const fee = WITHDRAWAL_FEE_MINOR;
  const total = input.amount + fee;
  const reference = newReference();
  const description = `Withdrawal to ${bank.name} ${input.account_number}`;
  try {
    const row = await inTransaction(deps.pool, async (client) => {
      const posting = await postWithin(client, {
        kind: 'withdrawal',
        category: 'withdrawal',
        description,
        userId,
        actorId: userId,
        idempotencyKey,
        request: { withdrawal: input },
        status: 'pending',
        reference,
        metadata: { withdrawal_reference: reference, fee },
        legs: [
          { account: { userId, currency: 'NGN' }, amount: -total, description },
          { account: { system: 'pending', currency: 'NGN' }, amount: total },
        ],
      });
      if (posting.replayed) throw new Replayed();
      return insertWithdrawal(client, {
        userId,
        amount: input.amount,
        fee,
        reference,
        idempotencyKey,
        requestHash: hash,
        transactionId: posting.transaction.id,
        bankCode: bank.code,
        bankName: bank.name,
        accountNumber: input.account_number,
        accountName,
        nameResolved: true,
      });
    });
    return { withdrawal: toWithdrawal(row), created: true };
  } catch (e) {
    if (e instanceof Replayed) {
      const twin = await selectWithdrawalByKey(deps.pool, userId, idempotencyKey);
      if (twin) return { withdrawal: toWithdrawal(sameRequest(twin, hash)), created: false };
    }
    if (e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS') {
      const { NGN } = await walletBalances(deps.pool, userId);
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        WITHDRAW_MESSAGES.insufficient(formatMoney(total, 'NGN'), formatMoney(NGN, 'NGN')),
      );
    }
    throw e;
  }
}

export async function listWithdrawals(
  pool: pg.Pool,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<WithdrawalPage> {
  const { rows, more } = await selectWithdrawals(pool, userId, page);
  return {
    items: rows.map(toWithdrawal),
    next_cursor: nextCursor(rows, more),
  };
}

/** Paystack's transfer events, for the one Paystack webhook the app has. */
export { verifyWithdrawal } from './withdrawals.payout.ts';
export { handleTransferEvent, TRANSFER_EVENTS } from './withdrawals.webhook.ts';
