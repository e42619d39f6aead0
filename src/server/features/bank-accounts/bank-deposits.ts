import { inTransaction } from '#server/db/transaction.ts';
import {
  BankTransferData,
  DEDICATED_NUBAN,
  type PaystackBankTransfer,
} from '#server/providers/paystack/dedicated-accounts.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { PaystackError } from '#server/providers/paystack/request.ts';
import type { BankDeps } from './bank-accounts.assign.ts';
import { selectActiveByNumber } from './bank-accounts.queries.ts';
import {
  claimDeposit,
  type DepositFacts,
  markLanded,
  recordReceived,
  selectDeposit,
} from './bank-deposits.queries.ts';
import { creditOrHold } from './held-deposits.ts';

// Bank transfers into customers' own accounts. A signed charge.success only
// says that something happened: the amount and the account credited are
// always Paystack's answer to GET /transaction/verify/:reference. Each
// reference is booked once (bank_deposits' primary key, claimed in the same
// transaction as the credit), to the wallet, or held when the wallet cannot
// take it. The webhook, its repeats, the requery's resends and the job that
// re-verifies unconfirmed ones all meet there.

/** The actor of every credit from Paystack (card funding's credits use the same one). */
const PAYSTACK_ACTOR = 'system:paystack';

export type DepositOutcome =
  | 'credited'
  | 'held'
  | 'duplicate'
  | 'received'
  | 'refused'
  | 'unknown_account';

/** What we heard before asking Paystack: the signed event (if any), and when. */
type Heard = { amount: number; receivedAt: Date; event?: PaystackBankTransfer };

/** A charge.success whose authorization channel is dedicated_nuban (signature already checked). */
export async function handleBankTransferEvent(
  deps: BankDeps,
  data: unknown,
): Promise<DepositOutcome> {
  const receivedAt = new Date();
  const event = BankTransferData.safeParse(data);
  if (!event.success) {
    deps.log.error(
      { issues: event.error.issues.slice(0, 3) },
      'bank transfer event in an unknown shape',
    );
    return 'refused';
  }
  const known = await selectDeposit(deps.pool, event.data.reference);
  if (known && known.status !== 'received') return 'duplicate';
  return confirmDeposit(deps, event.data.reference, {
    amount: event.data.amount,
    receivedAt,
    event: event.data,
  });
}

/** No answer, a 5xx, a rate limit or an answer we cannot read: ask again later. */
function unclear(err: unknown) {
  if (!(err instanceof PaystackError)) return false;
  const s = err.httpStatus;
  return s === 0 || s === 429 || s >= 500 || (s >= 200 && s < 300);
}

/** Why Paystack's word does not confirm this deposit, or null when it does. */
function whyNot(word: PaystackBankTransfer, reference: string, heardAmount: number) {
  if (word.reference !== reference) return 'another reference';
  if (word.status !== 'success') return `status ${word.status}`;
  if (word.authorization.channel !== DEDICATED_NUBAN) return 'not a bank transfer';
  if (word.currency !== 'NGN') return `currency ${word.currency}`;
  if (!Number.isSafeInteger(word.amount) || word.amount <= 0) return 'no amount';
  if (word.amount !== heardAmount) return `amount ${word.amount}, heard ${heardAmount}`;
  if (!word.authorization.receiver_bank_account_number) return 'no receiving account';
  return null;
}

/**
 * Verifies the reference with Paystack and books it. An unclear answer keeps
 * what the signed event said as `received` (nothing credited) for the job to
 * verify again; a clear refusal books nothing.
 */
export async function confirmDeposit(
  deps: BankDeps,
  reference: string,
  heard: Heard,
): Promise<DepositOutcome> {
  const log = deps.log.child({ reference });
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode === 'off') return 'refused';
  let answer: unknown;
  try {
    answer = await paystack.client.verifyTransaction(reference);
  } catch (err) {
    if (!unclear(err)) {
      log.warn({ err }, 'bank transfer not confirmed by Paystack: nothing credited');
      return 'refused';
    }
    log.warn({ err }, 'bank transfer: verify unclear, kept to verify again');
    if (heard.event) await keepUnconfirmed(deps, heard.event, heard.receivedAt);
    return 'received';
  }
  const parsed = BankTransferData.safeParse(answer);
  const why = parsed.success ? whyNot(parsed.data, reference, heard.amount) : 'unknown shape';
  if (!parsed.success || why) {
    log.error({ why }, 'bank transfer not confirmed by Paystack: nothing credited');
    return 'refused';
  }
  const word = parsed.data;
  const auth = word.authorization;
  const account = await selectActiveByNumber(deps.pool, auth.receiver_bank_account_number ?? '');
  const code = word.customer?.customer_code;
  if (!account || (account.customer_code && code && account.customer_code !== code)) {
    log.warn({ found: Boolean(account) }, 'bank transfer to an account that is not ours: ignored');
    return 'unknown_account';
  }
  const facts: DepositFacts = {
    reference,
    userId: account.user_id,
    accountNumber: account.account_number ?? '',
    amount: word.amount,
    senderName: auth.sender_name?.trim() || null,
    senderBank: auth.sender_bank?.trim() || null,
    narration: auth.narration?.trim() || null,
    paidAt: word.paid_at ? new Date(word.paid_at) : null,
    receivedAt: heard.receivedAt,
  };
  const outcome = await book(deps, facts);
  log.info({ outcome, userId: facts.userId, amount: facts.amount }, 'bank transfer booked');
  return outcome;
}

/** One transaction: the reference claimed, the money credited or held, the row saying which. */
function book(deps: BankDeps, d: DepositFacts): Promise<DepositOutcome> {
  const description = `Bank transfer from ${d.senderName ?? 'a bank account'}`;
  return inTransaction(deps.pool, async (tx) => {
    if (!(await claimDeposit(tx, d))) return 'duplicate';
    const landed = await creditOrHold(tx, {
      userId: d.userId,
      amount: d.amount,
      currency: 'NGN',
      source: 'bank_transfer',
      sourceReference: d.reference,
      senderName: d.senderName,
      credit: {
        kind: 'deposit',
        category: 'deposit',
        description,
        userId: d.userId,
        actorId: PAYSTACK_ACTOR,
        idempotencyKey: `bank-deposit:${d.reference}`,
        request: { reference: d.reference, userId: d.userId, amount: d.amount },
        referencePrefix: 'BT',
        metadata: {
          paystack_reference: d.reference,
          channel: DEDICATED_NUBAN,
          account_number: d.accountNumber,
          sender_name: d.senderName,
          sender_bank: d.senderBank,
        },
        legs: [
          {
            account: { userId: d.userId, currency: 'NGN' },
            amount: d.amount,
            description,
          },
          { account: { system: 'funding', currency: 'NGN' }, amount: -d.amount },
        ],
      },
    });
    await markLanded(tx, d.reference, landed);
    return landed.kind;
  });
}

/** Verify did not answer: what the signed event said is kept, to our account only. */
async function keepUnconfirmed(deps: BankDeps, e: PaystackBankTransfer, receivedAt: Date) {
  const account = await selectActiveByNumber(
    deps.pool,
    e.authorization.receiver_bank_account_number ?? '',
  );
  if (!account?.account_number || !Number.isSafeInteger(e.amount) || e.amount <= 0) return;
  await recordReceived(deps.pool, {
    reference: e.reference,
    userId: account.user_id,
    accountNumber: account.account_number,
    amount: e.amount,
    senderName: e.authorization.sender_name?.trim() || null,
    senderBank: e.authorization.sender_bank?.trim() || null,
    narration: e.authorization.narration?.trim() || null,
    paidAt: e.paid_at ? new Date(e.paid_at) : null,
    receivedAt,
  });
}
