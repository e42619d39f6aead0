import {
  handleAssignEvent,
  handleBankTransferEvent,
} from '#server/features/bank-accounts/bank-accounts.service.ts';
import {
  handleTransferEvent,
  TRANSFER_EVENTS,
} from '#server/features/withdrawals/withdrawals.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import {
  ASSIGN_EVENTS,
  isBankTransferEvent,
} from '#server/providers/paystack/dedicated-accounts.ts';
import { TransactionData } from '#server/providers/paystack/shapes.ts';
import { selectCardFundingByReference } from './funding.queries.ts';
import { settleCardFunding } from './funding.settle.ts';

/**
 * One signed Paystack event. `charge.success` concerns card funding (or, on
 * the dedicated_nuban channel, a bank transfer into a customer's own
 * account), the transfer events withdrawals, the assign events customers'
 * own accounts; the others are acknowledged so Paystack stops resending them.
 */
export async function handlePaystackEvent(
  deps: AppDeps,
  mode: 'paystack' | 'simulator',
  event: { event: string; data: unknown },
) {
  const log = deps.log.child({ paystackEvent: event.event });
  if (TRANSFER_EVENTS.includes(event.event)) {
    // The verify call goes to the Paystack this app uses, so an event of
    // another setup finds its reference unknown or is confirmed by ours.
    await handleTransferEvent(deps, event);
    return;
  }
  if (ASSIGN_EVENTS.includes(event.event)) {
    await handleAssignEvent(deps, event);
    return;
  }
  if (event.event === 'charge.success' && isBankTransferEvent(event.data)) {
    await handleBankTransferEvent(deps, event.data);
    return;
  }
  if (event.event !== 'charge.success') {
    log.info('Paystack event ignored');
    return;
  }
  const data = TransactionData.safeParse(event.data);
  if (!data.success) {
    // Signed, so it is Paystack's: answering an error would only make it resend the same thing.
    log.error(
      { issues: data.error.issues.slice(0, 3) },
      'Paystack charge.success in an unknown shape',
    );
    return;
  }
  const row = await selectCardFundingByReference(deps.pool, data.data.reference);
  if (!row) {
    log.warn({ reference: data.data.reference }, 'charge.success for a reference that is not ours');
    return;
  }
  if (row.provider !== mode) {
    log.warn({ reference: row.reference }, 'charge.success from another provider setup ignored');
    return;
  }
  await settleCardFunding(deps, row, data.data, 'webhook');
}
