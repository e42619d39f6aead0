import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/context.ts';
import { VTPASS_WEBHOOK_PATH } from '#server/providers/vtpass/vtpass.ts';
import { requeryBill } from './bills.outcome.ts';
import { makeDue, selectBillByRequestId } from './bills.queries.ts';

/** Longest webhook body we read: VTpass's transaction-update is a few KB. */
const MAX_BODY = 64 * 1024;

/**
 * VTpass's `transaction-update` callback. It carries no signature, so it only
 * says "ask again": the bill is made due and requeried now with its own
 * request_id, and money moves only on that requery's answer. VTpass retries
 * until it reads `{"response":"success"}`, so that is the answer to anything.
 */
export function registerVtpassWebhookRoute(app: OpenAPIHono<AppEnv>) {
  app.post(VTPASS_WEBHOOK_PATH, async (c) => {
    const { deps } = c.var;
    let requestId: string | undefined;
    try {
      const text = await c.req.text();
      if (text.length <= MAX_BODY) {
        const body = JSON.parse(text) as { type?: unknown; data?: Record<string, unknown> };
        const data = body?.data ?? {};
        const id = data.requestId ?? data.request_id;
        if (typeof id === 'string' && id.length <= 100) requestId = id;
      }
    } catch {
      // Not JSON: nothing to ask about.
    }
    if (requestId) {
      const bill = await selectBillByRequestId(deps.pool, requestId);
      if (bill) {
        await makeDue(deps.pool, bill.id);
        void requeryBill(deps, bill.id, 'webhook').catch((err) =>
          deps.log.warn({ err, bill: bill.id }, 'requery after VTpass webhook failed'),
        );
      }
    }
    return c.json({ response: 'success' }, 200);
  });
}
