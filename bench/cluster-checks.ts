// What `npm run bench -- cluster` proves after its mixed traffic and the killed
// process: every acknowledged transfer booked exactly once (and a transfer sent
// again after a dead process at most once), every upload readable from every
// process, each bill settled once (the pending ones by the requery), each card
// deposit credited once.
import type pg from 'pg';
import {
  type BillRecord,
  type DepositRecord,
  type TransferRecord,
  timeout,
  type UploadRecord,
} from './cluster-traffic.ts';

/** Ledger transactions per transfer key (each customer's keys are their own: actor = user). */
export async function checkTransfers(
  pool: pg.Pool,
  transfers: TransferRecord[],
  killedAt: Date | null,
) {
  const { rows } = await pool.query<{ key: string; actor: string; n: number; early: boolean }>(
    `SELECT idempotency_key AS key, actor_id AS actor, count(*)::int AS n,
            coalesce(min(created_at) < $2, false) AS early
       FROM ledger_transactions WHERE idempotency_key = ANY($1) GROUP BY 1, 2`,
    [transfers.map((t) => t.key), killedAt],
  );
  const booked = new Map(rows.map((r) => [`${r.actor}/${r.key}`, r.n]));
  const early = new Set(rows.filter((r) => r.early).map((r) => `${r.actor}/${r.key}`));
  const count = (t: TransferRecord) => booked.get(`${t.userId}/${t.key}`) ?? 0;
  const acked = transfers.filter((t) => t.status === 200);
  const retried = transfers.filter((t) => t.failures > 0);
  const atKill = transfers.filter((t) => t.atKill);
  const result = {
    sent: transfers.length,
    acknowledged: acked.length,
    acknowledged_lost: acked.filter((t) => count(t) === 0).length,
    acknowledged_twice: acked.filter((t) => count(t) > 1).length,
    sent_again_after_a_dead_process: retried.length,
    sent_again_and_booked_more_than_once: retried.filter((t) => count(t) > 1).length,
    sent_again_then_acknowledged: retried.filter((t) => t.status === 200).length,
    not_acknowledged: transfers.length - acked.length,
    not_acknowledged_but_booked: transfers.filter((t) => t.status !== 200 && count(t) > 0).length,
    at_the_kill: {
      sent: atKill.length,
      cut_off: atKill.filter((t) => t.failures > 0).length,
      acknowledged: atKill.filter((t) => t.status === 200).length,
      booked_once: atKill.filter((t) => count(t) === 1).length,
      // Committed by the process before it died: the retry answered the stored result.
      booked_before_the_kill: atKill.filter((t) => early.has(`${t.userId}/${t.key}`)).length,
    },
  };
  return {
    ...result,
    ok:
      result.acknowledged_lost === 0 &&
      result.acknowledged_twice === 0 &&
      result.sent_again_and_booked_more_than_once === 0,
  };
}

/** Both files of every upload, from every process, byte for byte. */
export async function checkUploads(apps: { name: string; url: string }[], uploads: UploadRecord[]) {
  let reads = 0;
  const failed: string[] = [];
  const read = async (url: string, cookie: string, want: Uint8Array) => {
    const res = await fetch(url, { headers: { cookie }, signal: timeout() }).catch(() => null);
    reads++;
    return res?.status === 200 && Buffer.from(await res.arrayBuffer()).equals(want);
  };
  for (const u of uploads)
    for (const app of apps) {
      const ok =
        (await read(`${app.url}/api/kyc/document`, u.cookie, u.document)) &&
        (await read(`${app.url}/api/kyc/proof-of-address`, u.cookie, u.proof));
      if (!ok) failed.push(`${u.userId} from ${app.name}`);
    }
  return {
    uploads: uploads.length,
    read_back_through_another_process: uploads.filter((u) => u.readOk).length,
    reads,
    unreadable: failed.length,
    first_unreadable: failed.slice(0, 5),
    ok: failed.length === 0 && uploads.every((u) => u.readOk),
  };
}

type BillRow = { key: string; status: string; outcomes: number; pay_calls: number | null };

/**
 * Waits (at most `timeoutS`) until every bill VTpass received is final, then
 * counts each one's outcomes. A bill whose `pay` never reached VTpass (the
 * process died first) stays pending with its money held until the requery has
 * heard "unknown" for 5 minutes (NOT_FOUND_GRACE_S), then is refunded: it is
 * counted apart, and must be held or final once.
 */
export async function settleBills(pool: pg.Pool, bills: BillRecord[], timeoutS: number) {
  const keys = bills.filter((b) => b.status === 201).map((b) => b.key);
  const started = Date.now();
  const read = async () =>
    (
      await pool.query<BillRow>(
        `SELECT b.idempotency_key AS key, b.status,
                (SELECT count(*)::int FROM ledger_transactions t
                  WHERE t.actor_id = 'system'
                    AND t.idempotency_key IN ('settle:' || b.transaction_id, 'refund:' || b.transaction_id)
                ) AS outcomes,
                s.pay_calls
           FROM bills b LEFT JOIN vtpass_sim_records s ON s.request_id = b.request_id
          WHERE b.idempotency_key = ANY($1)`,
        [keys],
      )
    ).rows;
  const reached = (r: BillRow) => r.pay_calls !== null;
  let rows = await read();
  while (
    rows.some((r) => r.status === 'pending' && reached(r)) &&
    Date.now() - started < timeoutS * 1000
  ) {
    await new Promise((ok) => setTimeout(ok, 500));
    rows = await read();
  }
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const pendingMeter = bills
    .filter((b) => b.pending && b.status === 201)
    .map((b) => byKey.get(b.key))
    .filter((r): r is BillRow => r !== undefined);
  const unsent = rows.filter((r) => !reached(r));
  const result = {
    bills: bills.length,
    answered: keys.length,
    found: rows.length,
    pending_at_vtpass: pendingMeter.filter(reached).length,
    pending_delivered_once: pendingMeter.filter(
      (r) => reached(r) && r.status === 'delivered' && r.outcomes === 1,
    ).length,
    still_pending_at_vtpass: rows.filter((r) => reached(r) && r.status === 'pending').length,
    never_reached_vtpass: unsent.length,
    never_reached_vtpass_and_held: unsent.filter((r) => r.status === 'pending' && r.outcomes === 0)
      .length,
    settled_more_than_once: rows.filter((r) => r.outcomes > 1).length,
    final_without_outcome: rows.filter((r) => r.status !== 'pending' && r.outcomes !== 1).length,
    paid_twice_at_vtpass: rows.filter((r) => (r.pay_calls ?? 0) > 1).length,
    seconds_waited: Number(((Date.now() - started) / 1000).toFixed(1)),
  };
  return {
    ...result,
    ok:
      result.found === keys.length &&
      result.pending_delivered_once === result.pending_at_vtpass &&
      result.still_pending_at_vtpass === 0 &&
      unsent.every((r) => r.outcomes === (r.status === 'pending' ? 0 : 1)) &&
      result.settled_more_than_once === 0 &&
      result.final_without_outcome === 0 &&
      result.paid_twice_at_vtpass === 0,
  };
}

/** Every approved card payment credited once (`paystack:<reference>`), whichever process heard of it. */
export async function checkDeposits(pool: pg.Pool, deposits: DepositRecord[]) {
  const { rows } = await pool.query<{ reference: string; status: string; credits: number }>(
    `SELECT f.reference, f.status,
            (SELECT count(*)::int FROM ledger_transactions t
              WHERE t.idempotency_key = 'paystack:' || f.reference) AS credits
       FROM card_fundings f WHERE f.reference = ANY($1)`,
    [deposits.map((d) => d.reference)],
  );
  const result = {
    approved: deposits.length,
    credited_once: rows.filter((r) => r.status === 'success' && r.credits === 1).length,
    credited_more_than_once: rows.filter((r) => r.credits > 1).length,
    verified_as_success: deposits.filter((d) => d.verified === 'success').length,
  };
  return {
    ...result,
    ok: result.credited_once === deposits.length && result.credited_more_than_once === 0,
  };
}

/**
 * GET /metrics answers each process on its own port (from 127.0.0.1, as a
 * Prometheus on the machine scrapes), and not through HAProxy (a forwarded
 * request is not local); GET /api/health/ready answers through HAProxy.
 */
export async function checkOperations(apps: { name: string; url: string }[], lb: string) {
  const status = (url: string) =>
    fetch(url, { signal: timeout() }).then(
      async (r) => ({ status: r.status, text: await r.text() }),
      () => ({ status: 0, text: '' }),
    );
  const scraped: Record<string, boolean> = {};
  for (const app of apps) {
    const r = await status(`${app.url}/metrics`);
    scraped[app.name] = r.status === 200 && r.text.includes('owo_ledger_postings_total');
  }
  const throughLb = (await status(`${lb}/metrics`)).status;
  const ready = (await status(`${lb}/api/health/ready`)).status;
  return {
    metrics_scraped_per_process: scraped,
    metrics_through_haproxy: throughLb,
    ready_through_haproxy: ready,
    ok: Object.values(scraped).every(Boolean) && throughLb !== 200 && ready === 200,
  };
}
