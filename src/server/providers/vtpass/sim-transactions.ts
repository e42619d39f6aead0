import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { SIM_ERRORS, transactionAnswer } from './sim-answers.ts';
import { planPay } from './sim-pay.ts';
import { findSimPayment, recordPay } from './sim-store.ts';
import { settleDuePayments, settleLater } from './sim-webhook.ts';

type SimContext = Context<AppEnv>;

/** The 504's delay: "after a while", yet before the client's own timeout, so the two cases differ. */
const gatewayDelayMs = (timeoutMs: number) => Math.min(1_500, Math.floor(timeoutMs / 2));
/** The silent case lets go a little after the client has, so no request stays open for ever. */
const SILENCE_MARGIN_MS = 5_000;

export async function answerPay(c: SimContext, body: Record<string, unknown> | null) {
  const { pool, config } = c.var.deps;
  // PostgreSQL's jsonb cannot hold a NUL character: refuse it as VTpass refuses bad arguments.
  if (!body || JSON.stringify(body).includes('\\u0000')) return c.json(SIM_ERRORS.arguments);
  const plan = planPay(body);
  if ('refused' in plan) return c.json(plan.refused);
  // Recorded before any answer, so the outcome survives a restart or a lost reply.
  const { inserted, record } = await recordPay(
    pool,
    plan.requestId,
    plan.status,
    plan.data,
    plan.finalStatus
      ? { finalStatus: plan.finalStatus, resolveInSeconds: config.VTPASS_SIM_PENDING_S }
      : undefined,
  );
  if (!inserted) return c.json(SIM_ERRORS.duplicate);
  if (plan.finalStatus) settleLater(c.var.deps, plan.requestId);
  switch (plan.delivery) {
    case 'bad-gateway':
      return c.html('<html><body><h1>502 Bad Gateway</h1></body></html>', 502);
    case 'gateway-timeout':
      await pause(gatewayDelayMs(config.VTPASS_TIMEOUT_MS), c.req.raw.signal);
      return c.html('<html><body><h1>504 Gateway Time-out</h1></body></html>', 504);
    case 'no-answer':
      await pause(config.VTPASS_TIMEOUT_MS + SILENCE_MARGIN_MS, c.req.raw.signal);
      return c.body(null, 504);
    case 'answer':
      return c.json(transactionAnswer(record, 'pay'));
  }
}

export async function answerRequery(c: SimContext, body: Record<string, unknown> | null) {
  const requestId = typeof body?.request_id === 'string' ? body.request_id : '';
  if (!requestId) return c.json(SIM_ERRORS.arguments);
  // This payment's time may have come while no timer was left to settle it (a restart).
  await settleDuePayments(c.var.deps, requestId);
  const record = await findSimPayment(c.var.deps.pool, requestId);
  if (!record) return c.json(SIM_ERRORS.unknownRequest);
  return c.json(transactionAnswer(record, 'requery'));
}

/** Waits `ms`, or less when the caller hangs up. */
function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        done();
      },
      { once: true },
    );
  });
}
