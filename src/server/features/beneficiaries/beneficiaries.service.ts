import type pg from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import {
  BENEFICIARY_MESSAGES,
  type Beneficiary,
  type BeneficiaryCreate,
  type BeneficiaryList,
  MAX_BENEFICIARIES,
} from '#shared/schemas/beneficiaries.ts';
import type { ResolveAccountQuery, ResolvedAccount } from '#shared/schemas/withdrawals.ts';
import {
  countBeneficiaries,
  deleteBeneficiary,
  insertBeneficiary,
  lockOwner,
  type NewBeneficiary,
  selectBeneficiaries,
  selectBeneficiary,
  selectBeneficiaryByTarget,
  selectOwoUser,
  type Target,
  toBeneficiary,
  touchBank,
  touchOwo,
} from './beneficiaries.queries.ts';

type Deps = Pick<AppDeps, 'pool' | 'config' | 'log'>;

/**
 * The bank's name for an account: the withdrawal's own name enquiry through
 * Paystack, handed in by the app's composition (src/server/routes.ts), since
 * withdrawals already call this feature after a payment and features may not
 * import each other both ways.
 */
export type NameEnquiry = (deps: Deps, q: ResolveAccountQuery) => Promise<ResolvedAccount>;

export async function listBeneficiaries(pool: pg.Pool, userId: string): Promise<BeneficiaryList> {
  return { items: (await selectBeneficiaries(pool, userId)).map(toBeneficiary) };
}

/** The Owo user an e-mail names, if they may be saved: confirmed, active, not the caller. */
async function owoRecipient(pool: pg.Pool, userId: string, email: string): Promise<string> {
  const found = await selectOwoUser(pool, email);
  // An unconfirmed address is answered as an unknown one, as a transfer answers it.
  if (!found) throw new AppError('NOT_FOUND', BENEFICIARY_MESSAGES.unknownUser);
  if (found.id === userId) throw new AppError('BUSINESS_RULE', BENEFICIARY_MESSAGES.self);
  if (!found.active) throw new AppError('ACCOUNT_INACTIVE', BENEFICIARY_MESSAGES.inactive);
  return found.id;
}

const targetOf = (input: BeneficiaryCreate, recipientUserId: string | null): Target =>
  input.kind === 'bank'
    ? { kind: 'bank', bankCode: input.bank_code, accountNumber: input.account_number }
    : { kind: 'owo', recipientUserId: recipientUserId ?? '' };

/**
 * Saves a recipient once per owner and target: saving it again answers the
 * saved one (`created: false`). A bank account is named by the bank (the
 * withdrawal's name enquiry through Paystack), asked only for a new one; an
 * account the bank cannot name is refused (422), as a withdrawal to it would be.
 */
export async function saveBeneficiary(
  deps: Deps,
  nameEnquiry: NameEnquiry,
  userId: string,
  input: BeneficiaryCreate,
): Promise<{ beneficiary: Beneficiary; created: boolean }> {
  const recipientUserId =
    input.kind === 'owo' ? await owoRecipient(deps.pool, userId, input.email) : null;
  const target = targetOf(input, recipientUserId);
  const known = await selectBeneficiaryByTarget(deps.pool, userId, target);
  if (known) return { beneficiary: toBeneficiary(known), created: false };

  let row: NewBeneficiary;
  if (input.kind === 'bank') {
    const bank = await nameEnquiry(deps, {
      bank_code: input.bank_code,
      account_number: input.account_number,
    });
    row = {
      kind: 'bank',
      bankCode: bank.bank_code,
      bankName: bank.bank_name,
      accountNumber: bank.account_number,
      accountName: bank.account_name,
    };
  } else row = { kind: 'owo', recipientUserId: recipientUserId ?? '' };

  // The cap and the insert under the owner's lock: two saves at once make one row, never 51.
  const saved = await inTransaction(deps.pool, async (tx) => {
    await lockOwner(tx, userId);
    const twin = await selectBeneficiaryByTarget(tx, userId, target);
    if (twin) return { row: twin, created: false };
    if ((await countBeneficiaries(tx, userId)) >= MAX_BENEFICIARIES)
      throw new AppError('BUSINESS_RULE', BENEFICIARY_MESSAGES.tooMany);
    const id = await insertBeneficiary(tx, userId, row);
    const fresh = id ? await selectBeneficiary(tx, userId, id) : null;
    if (!fresh) throw new Error('saved recipient vanished inside its own transaction');
    return { row: fresh, created: true };
  });
  return { beneficiary: toBeneficiary(saved.row), created: saved.created };
}

/** Only the owner's own: another user's id, or none, is 404 alike. */
export async function removeBeneficiary(pool: pg.Pool, userId: string, id: string) {
  if ((await deleteBeneficiary(pool, userId, id)) === 0)
    throw new AppError('NOT_FOUND', BENEFICIARY_MESSAGES.notFound);
  return { id, removed: true as const };
}

/**
 * After a successful withdrawal or transfer (its money already committed):
 * moves the saved recipient, if there is one, to the top of the list. A
 * failure here is logged and never turns the payment's answer into an error.
 */
export async function noteBeneficiaryUsed(
  deps: Pick<AppDeps, 'pool' | 'log'>,
  userId: string,
  to: { bankCode: string; accountNumber: string } | { email: string },
) {
  try {
    if ('email' in to) await touchOwo(deps.pool, userId, to.email);
    else await touchBank(deps.pool, userId, to.bankCode, to.accountNumber);
  } catch (err) {
    deps.log.warn({ err }, 'marking a saved recipient used failed');
  }
}
