import { z } from 'zod';
import type { WithdrawalsDeps } from './withdrawals.deps.ts';
import { verifyWithdrawal } from './withdrawals.payout.ts';
import { makeVerifyDue, selectWithdrawalByReference } from './withdrawals.queries.ts';

export const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'];

const TransferEvent = z.looseObject({ reference: z.string().min(1).max(100) });

/**
 * A signed Paystack transfer event. It is only a hint: the transfer is
 * verified with Paystack before anything moves, so a replayed or stale event
 * moves nothing twice. When Paystack cannot be asked now, the withdrawal is
 * made due for the verify job instead.
 */
export async function handleTransferEvent(
  deps: WithdrawalsDeps,
  event: { event: string; data: unknown },
): Promise<void> {
  const data = TransferEvent.safeParse(event.data);
  if (!data.success) {
    deps.log.error({ event: event.event }, 'Paystack transfer event without a reference');
    return;
  }
  const w = await selectWithdrawalByReference(deps.pool, data.data.reference);
  if (!w) {
    deps.log.warn({ reference: data.data.reference }, 'transfer event for a reference not ours');
    return;
  }
  try {
    await verifyWithdrawal(deps, w.reference, 'webhook');
  } catch (err) {
    deps.log.warn({ err, withdrawal: w.id }, 'transfer event not verified now; the job will');
    await makeVerifyDue(deps.pool, w.id);
  }
}
