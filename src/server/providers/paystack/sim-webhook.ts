import type { Logger } from '#server/log.ts';
import { SIGNATURE_HEADER, signWebhook } from './signature.ts';

const ATTEMPT_TIMEOUT_MS = 5_000;
const BACKOFF_MS = [250, 1_000];

/**
 * Posts a signed event the way Paystack does: JSON body, HMAC-SHA512 of it in
 * `x-paystack-signature`, retried while the receiver fails (not on a 4xx).
 * Never throws; true when the receiver answered 2xx.
 */
export async function deliverWebhook(
  url: string,
  secretKey: string,
  event: { event: string; data: unknown },
  log: Logger,
): Promise<boolean> {
  const body = JSON.stringify(event);
  const headers = {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: signWebhook(body, secretKey),
  };
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
      if (res.ok) return true;
    } catch (err) {
      log.warn({ err, url, event: event.event }, 'Paystack simulator: webhook not delivered');
    }
    const retry = (status === 0 || status >= 500) && attempt < BACKOFF_MS.length;
    if (!retry) {
      log.warn({ url, event: event.event, status }, 'Paystack simulator: webhook refused');
      return false;
    }
    await new Promise((ok) => setTimeout(ok, BACKOFF_MS[attempt]));
  }
}
