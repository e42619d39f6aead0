import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/context.ts';
import { addressRateLimit, WEBHOOK_REQUESTS_PER_MINUTE } from '#server/http/rate-limit.ts';
import { VTPASS_WEBHOOK_PATH } from '#server/providers/vtpass/vtpass.ts';
import { requeryBill } from './bills.outcome.ts';
import { claimWebhookRequery } from './bills-outcome.queries.ts';

/** Longest webhook body we read: VTpass's transaction-update is a few KB. */
const MAX_BODY = 64 * 1024;

const webhookRateLimit = addressRateLimit('vtpass-webhook', WEBHOOK_REQUESTS_PER_MINUTE, 60_000);

type Update = { requestId: string; saysReversed: boolean };

/** The bill a post names, and whether it says the bill was reversed (040); null if none. */
function readUpdate(text: string): Update | null {
  if (text.length > MAX_BODY) return null;
  try {
    const body = JSON.parse(text) as { data?: Record<string, unknown> } | null;
    const data = body?.data ?? {};
    const id = data.requestId ?? data.request_id;
    if (typeof id !== 'string' || id.length > 100) return null;
    const content = data.content as { transactions?: { status?: unknown } } | undefined;
    const status = content?.transactions?.status;
    const saysReversed =
      data.code === '040' || (typeof status === 'string' && status.toLowerCase() === 'reversed');
    return { requestId: id, saysReversed };
  } catch {
    return null; // Not JSON: nothing to ask about.
  }
}

/**
 * VTpass's `transaction-update` callback. It carries no signature, so it only
 * says "ask again": the bill is requeried now with its own request_id, at
 * most once a minute however many posts name it, and money moves only on that
 * requery's answer. VTpass retries until it reads `{"response":"success"}`, so
 * that is the answer to anything but a flood from one address (429).
 */
export function registerVtpassWebhookRoute(app: OpenAPIHono<AppEnv>) {
  app.post(VTPASS_WEBHOOK_PATH, webhookRateLimit, async (c) => {
    const { deps } = c.var;
    const update = readUpdate(await c.req.text().catch(() => ''));
    const billId = update
      ? await claimWebhookRequery(deps.pool, update.requestId, update.saysReversed)
      : null;
    if (billId)
      void requeryBill(deps, billId, 'webhook').catch((err) =>
        deps.log.warn({ err, bill: billId }, 'requery after VTpass webhook failed'),
      );
    return c.json({ response: 'success' }, 200);
  });
}
