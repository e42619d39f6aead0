import type { AppDeps } from '#server/http/context.ts';
import { transactionUpdate } from './sim-answers.ts';
import { resolveDuePayments, type SimRecord } from './sim-store.ts';
import { VTPASS_WEBHOOK_PATH } from './vtpass.ts';

type SimDeps = Pick<AppDeps, 'pool' | 'config' | 'log'>;

/** VTpass retries until it reads `{"response":"success"}`, up to five times. */
const ATTEMPTS = 5;
const ATTEMPT_TIMEOUT_MS = 5_000;
const BACKOFF_MS = [250, 1_000, 2_000, 4_000];

/** Posts `transaction-update` for a settled payment. Never throws; true when it was acknowledged. */
export async function sendTransactionUpdate(deps: SimDeps, record: SimRecord): Promise<boolean> {
  const url = `${deps.config.publicUrl}${VTPASS_WEBHOOK_PATH}`;
  const body = JSON.stringify(transactionUpdate(record));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((ok) => setTimeout(ok, BACKOFF_MS[attempt - 1]));
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      const reply: unknown = await res.json().catch(() => null);
      if (res.ok && (reply as { response?: unknown } | null)?.response === 'success') return true;
    } catch {
      // Unreachable or slow: try again, as VTpass does.
    }
  }
  deps.log.warn(
    { url, requestId: record.request_id },
    'VTpass simulator: transaction-update webhook not acknowledged',
  );
  return false;
}

/**
 * Settles the pending payments whose time has come and announces each one.
 * Called by a timer, and by a requery for its own payment, so a restart loses nothing.
 */
export async function settleDuePayments(deps: SimDeps, requestId?: string): Promise<void> {
  try {
    const moved = await resolveDuePayments(deps.pool, requestId);
    for (const record of moved) void sendTransactionUpdate(deps, record);
  } catch (err) {
    // The database can be gone (a test that ended); the next requery settles it.
    deps.log.debug({ err }, 'VTpass simulator: could not settle pending payments');
  }
}

/** Settles one pending payment when its time comes (the requery check covers restarts). */
export function settleLater(deps: SimDeps, requestId: string) {
  const ms = Math.ceil(deps.config.VTPASS_SIM_PENDING_S * 1000) + 50;
  setTimeout(() => void settleDuePayments(deps, requestId), ms).unref();
}
