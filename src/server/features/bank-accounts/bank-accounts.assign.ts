import { inTransaction } from '#server/db/transaction.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import {
  ASSIGN_EVENTS,
  AssignEventData,
  type PaystackDedicatedAccount,
} from '#server/providers/paystack/dedicated-accounts.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { PaystackError } from '#server/providers/paystack/request.ts';
import { BANK_ACCOUNT_MESSAGES, type BankAccount } from '#shared/schemas/bank-accounts.ts';
import {
  activateAccount,
  claimRequest,
  type DedicatedAccountRow,
  failRequest,
  selectAccount,
  selectCustomer,
  selectRequestOf,
  setCustomerCode,
} from './bank-accounts.queries.ts';

// Each tier-2 or tier-3 customer's own account number: a Paystack dedicated
// account (design/PROVIDERS.md §5.3), asked for once; its outcome comes in
// assign's answer or by webhook, whichever is first.

export type BankDeps = Pick<AppDeps, 'pool' | 'config' | 'log'>;

/** The customer's account as the API shows it; null when there is none (or the last request failed). */
export function toView(row: DedicatedAccountRow | undefined): BankAccount | null {
  if (row?.status === 'active' && row.account_number)
    return {
      status: 'active',
      bank_name: row.bank_name ?? '',
      account_number: row.account_number,
      account_name: row.account_name ?? '',
    };
  return row?.status === 'pending' ? { status: 'pending' } : null;
}

/** Paystack wants a first and a last name; the profile keeps one full name. */
function splitName(fullName: string | null) {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return null;
  return { first_name: first, last_name: parts.length > 1 ? (parts.at(-1) ?? first) : first };
}

/**
 * POST /api/me/bank-account. Only the request that moves the row to
 * `pending` (a new one, or after a failure) calls Paystack, so requests at
 * once make one call and never a second account; the others answer what the
 * row says. No database connection is held while Paystack answers.
 */
export async function requestAccount(deps: BankDeps, userId: string): Promise<BankAccount> {
  const customer = await selectCustomer(deps.pool, userId);
  if (!customer) throw notFound('Profile');
  if (customer.kyc_tier < 2) throw new AppError('KYC_REQUIRED', BANK_ACCOUNT_MESSAGES.tierRequired);
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode === 'off')
    throw new AppError('BUSINESS_RULE', BANK_ACCOUNT_MESSAGES.unavailable);
  const name = splitName(customer.full_name);
  if (!name) throw new AppError('BUSINESS_RULE', BANK_ACCOUNT_MESSAGES.nameRequired);

  if (!(await claimRequest(deps.pool, userId))) {
    const view = toView(await selectAccount(deps.pool, userId));
    // Failed between our claim attempt and this read: the customer may simply ask again.
    if (!view) throw new AppError('PROVIDER_ERROR', BANK_ACCOUNT_MESSAGES.refused);
    return view;
  }
  const log = deps.log.child({ userId });
  try {
    const { account } = await paystack.client.assignDedicatedAccount({
      email: customer.email,
      ...name,
      ...(customer.phone_number ? { phone: customer.phone_number } : {}),
      preferred_bank: deps.config.PAYSTACK_DVA_BANK,
    });
    if (account) await recordAssigned(deps, userId, account);
    else log.info('dedicated account: assignment in progress');
  } catch (err) {
    // Paystack refused it: the customer may ask again. An unclear answer (no answer,
    // 5xx) stays pending: the webhook decides, or after 15 minutes a new request.
    const refused =
      !(err instanceof PaystackError) || (err.httpStatus >= 400 && err.httpStatus < 500);
    log.warn({ err, refused }, 'dedicated account: assign failed');
    if (refused) {
      await failRequest(deps.pool, userId, err instanceof Error ? err.message : 'assign failed');
      throw new AppError('PROVIDER_ERROR', BANK_ACCOUNT_MESSAGES.refused);
    }
  }
  return toView(await selectAccount(deps.pool, userId)) ?? { status: 'pending' };
}

/** The customer's account now (GET /api/me/bank-account); null: 404 NOT_ASSIGNED. */
export async function currentAccount(deps: BankDeps, userId: string) {
  return toView(await selectAccount(deps.pool, userId));
}

/**
 * The account Paystack assigned, on our request. The customer is told once.
 * An account number already another customer's is refused (and logged): it
 * can only be a mistake, and deposits to it must not go to two people.
 */
async function recordAssigned(deps: BankDeps, userId: string, a: PaystackDedicatedAccount) {
  try {
    await inTransaction(deps.pool, async (tx) => {
      const changed = await activateAccount(tx, userId, {
        customerCode: a.customer?.customer_code ?? null,
        bankName: a.bank.name,
        bankSlug: a.bank.slug,
        accountNumber: a.account_number,
        accountName: a.account_name ?? '',
      });
      if (changed)
        await notify(tx, {
          userId,
          kind: 'bank_account',
          title: 'Your account number is ready',
          body: `Transfers to ${a.bank.name} ${a.account_number} go straight to your NGN wallet.`,
        });
    });
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    deps.log.error({ userId, err }, 'dedicated account number already belongs to another customer');
    await failRequest(deps.pool, userId, 'account number already in use');
  }
}

/**
 * `dedicatedaccount.assign.success` / `.failed` (signed). Only an answer to a
 * request of ours counts: the customer (by Paystack's customer code or
 * e-mail) must have asked. Anything else is logged and acknowledged.
 */
export async function handleAssignEvent(deps: BankDeps, event: { event: string; data: unknown }) {
  const log = deps.log.child({ paystackEvent: event.event });
  const parsed = AssignEventData.safeParse(event.data);
  if (!parsed.success) {
    log.error({ issues: parsed.error.issues.slice(0, 3) }, 'assign event in an unknown shape');
    return;
  }
  const { customer, dedicated_account: account } = parsed.data;
  const row = await selectRequestOf(deps.pool, customer);
  if (!row) {
    log.warn('assign event for a customer who never asked: ignored');
    return;
  }
  if (customer.customer_code && row.status !== 'active')
    await setCustomerCode(deps.pool, row.user_id, customer.customer_code);
  if (event.event === ASSIGN_EVENTS[1]) {
    if (await failRequest(deps.pool, row.user_id, 'the bank could not assign an account'))
      log.warn({ userId: row.user_id }, 'dedicated account: assignment failed');
    return;
  }
  if (!account || account.active === false) {
    log.warn({ userId: row.user_id }, 'assign success without an active account: ignored');
    return;
  }
  if (row.status === 'active') {
    if (row.account_number !== account.account_number)
      log.error({ userId: row.user_id }, 'a second account for a customer: ignored');
    return;
  }
  await recordAssigned(deps, row.user_id, {
    ...account,
    customer: { ...account.customer, customer_code: customer.customer_code },
  });
}
