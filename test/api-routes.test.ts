import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { ApiRoute } from '#server/http/api-types.ts';
import { SessionSchema } from '#shared/schemas/session.ts';
import { makeTestDeps, signUpVerified } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';

// Every route of the web's typed client; the type makes this list complete.
const ROUTES: Record<ApiRoute, true> = {
  'GET /api/bills/data-plans': true,
  'GET /api/bills/cable-packages': true,
  'GET /api/bills/electricity-providers': true,
  'POST /api/bills/verify': true,
  'POST /api/bills': true,
  'GET /api/bills': true,
  'GET /api/bills/:id': true,
  'GET /api/admin/bills': true,
  'POST /api/admin/bills/:id/requery': true,
  'POST /api/rmb/qr': true,
  'POST /api/rmb': true,
  'GET /api/rmb': true,
  'GET /api/admin/rmb': true,
  'POST /api/admin/rmb/:id': true,
  'GET /api/me/pin': true,
  'PUT /api/me/pin': true,
  'GET /api/me/sessions': true,
  'DELETE /api/me/sessions/:id': true,
  'POST /api/me/sessions/revoke-others': true,
  'POST /api/me/lock': true,
  'POST /api/me/unlock': true,
  'POST /api/me/activity': true,
  'GET /api/auth/get-session': true,
  'GET /api/config/public': true,
  'GET /api/me': true,
  'PATCH /api/me': true,
  'PATCH /api/me/preferences': true,
  'POST /api/kyc': true,
  'GET /api/me/limits': true,
  'POST /api/me/kyc/bvn': true,
  'GET /api/wallets': true,
  'POST /api/wallets/convert': true,
  'GET /api/rates': true,
  'POST /api/admin/users/:userId/wallets/:currency/credit': true,
  'POST /api/admin/users/:userId/wallets/:currency/debit': true,
  'GET /api/admin/transactions': true,
  'GET /api/admin/transactions/stats': true,
  'GET /api/admin/audit-log': true,
  'GET /api/admin/users': true,
  'GET /api/admin/users/:userId': true,
  'POST /api/admin/users/:userId/status': true,
  'POST /api/admin/users/:userId/role': true,
  'POST /api/admin/users/:userId/kyc': true,
  'GET /api/admin/customers/:id': true,
  'POST /api/admin/customers/:id/notes': true,
  'GET /api/admin/search': true,
  'GET /api/admin/gift-cards': true,
  'POST /api/admin/gift-cards': true,
  'POST /api/gift-cards/redeem': true,
  'GET /api/transactions': true,
  'GET /api/beneficiaries': true,
  'POST /api/beneficiaries': true,
  'DELETE /api/beneficiaries/:id': true,
  'GET /api/history': true,
  'GET /api/notifications': true,
  'GET /api/notifications/unread-count': true,
  'POST /api/notifications/read': true,
  'GET /api/funding/card/options': true,
  'POST /api/funding/card': true,
  'GET /api/funding/card/verify': true,
  'GET /api/admin/rates': true,
  'PUT /api/admin/rates': true,
  'GET /api/admin/rates/history': true,
  'GET /api/airtime-rates': true,
  'GET /api/admin/airtime-rates': true,
  'PUT /api/admin/airtime-rates/:network': true,
  'GET /api/admin/setup': true,
  'POST /api/admin/setup': true,
  'GET /api/admin/stats': true,
  'GET /api/admin/stats/analytics': true,
  'GET /api/banks': true,
  'GET /api/banks/resolve': true,
  'POST /api/withdrawals': true,
  'GET /api/withdrawals': true,
  'GET /api/admin/withdrawals': true,
  'POST /api/admin/withdrawals/:id': true,
  'GET /api/transfers/recipient': true,
  'POST /api/transfers': true,
  'POST /api/loans': true,
  'GET /api/loans': true,
  'GET /api/loans/:id': true,
  'POST /api/loans/:id/repayments': true,
  'GET /api/admin/loans': true,
  'GET /api/admin/loans/:id': true,
  'POST /api/admin/loans/:id': true,
  'POST /api/admin/loans/:id/disburse': true,
  'POST /api/admin/loans/:id/restructure': true,
  'POST /api/admin/loans/:id/write-off': true,
  'GET /api/admin/approvals': true,
  'POST /api/admin/approvals/:id/approve': true,
  'POST /api/admin/approvals/:id/reject': true,
  'POST /api/airtime-cash': true,
  'GET /api/airtime-cash': true,
  'GET /api/admin/airtime-cash': true,
  'POST /api/admin/airtime-cash/:id': true,
  'GET /api/admin/ledger/check': true,
  'GET /api/health': true,
  'GET /api/health/ready': true,
  'GET /api/bot-check/challenge': true,
  'GET /api/funding/card/:reference': true,
  'GET /api/me/bank-account': true,
  'POST /api/me/bank-account': true,
  'GET /api/me/held-deposits': true,
  'GET /api/admin/held-deposits': true,
  'POST /api/admin/held-deposits/:id/release': true,
  'POST /api/admin/held-deposits/:id/return': true,
  'GET /api/admin/reconciliation': true,
  'POST /api/admin/reconciliation/requery': true,
  'GET /api/admin/reconciliation/stuck': true,
  'POST /api/statements/email': true,
  'GET /api/admin/statements/:reference': true,
};

let app: ReturnType<typeof createApp>;
let cookie: string;
beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const deps = makeTestDeps(url);
  app = createApp(deps);
  cookie = (await signUpVerified(app, deps, `routes-${randomUUID()}@example.com`)).cookie;
});

describe("the web client's route table", () => {
  it('names only routes the server documents, with their method', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ours = Object.keys(ROUTES).filter((r) => !r.includes('/api/auth/'));
    const missing = ours.filter((r) => {
      const [method, path] = r.split(' ') as [string, string];
      // The client names a parameter `:name`; the OpenAPI document `{name}`.
      return !doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it("reads better-auth's session answer with the shared schema", async () => {
    const res = await app.request('/api/auth/get-session', { headers: { cookie } });
    expect(SessionSchema.safeParse(await res.json()).success).toBe(true);
  });
});
