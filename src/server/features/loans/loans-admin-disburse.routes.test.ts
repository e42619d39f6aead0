import { describe, expect, it } from 'vitest';
import { lagosToday, loanSchedule } from '#shared/loans-schedule.ts';
import type { AdminLoan, AdminLoanPage } from '#shared/schemas/loans-admin.ts';
import {
  applied,
  approvedLoan,
  disburse,
  nairaOf,
  person,
  requiredDocs,
} from '#test/support/loans.ts';
import { ada, admin, admin2, auditOf, errorOf, noticesOf, t } from './loans-admin.test-support.ts';

describe('disbursement', () => {
  it('credits the approved amount to the NGN wallet from the loans account, once', async () => {
    const loan = await approvedLoan(t(), ada(), admin());
    const before = await nairaOf(t(), ada());
    const res = await disburse(t(), admin(), loan.id);
    expect(res.status).toBe(200);
    const paid = (await res.json()) as AdminLoan;
    expect(paid.status).toBe('disbursed');
    expect(paid.disbursed_at).not.toBeNull();
    expect(paid.disbursement_transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await nairaOf(t(), ada())).toBe(before + 100_000_000);
    const { rows } = await t().deps.pool.query<{ category: string; status: string }>(
      'SELECT category, status FROM ledger_transactions WHERE id = $1',
      [paid.disbursement_transaction_id],
    );
    expect(rows[0]).toEqual({ category: 'loan', status: 'completed' });

    const again = await disburse(t(), admin(), loan.id);
    expect(again.status).toBe(422);
    expect((await errorOf(again)).message).toBe('This loan has already been disbursed');
    expect(await nairaOf(t(), ada())).toBe(before + 100_000_000);
    expect((await auditOf(loan.id)).map((a) => a.action)).toEqual([
      'loan.approve',
      'loan.disburse',
    ]);
    expect((await noticesOf(ada().userId)).some((n) => n.kind === 'loan_disbursed')).toBe(true);
  });

  it('dates the instalments from the disbursement, so a late one starts with none overdue', async () => {
    const loan = await approvedLoan(t(), ada(), admin());
    // Approved two months ago: the schedule fixed then would already be overdue.
    await t().deps.pool.query(
      `UPDATE loan_instalments SET due_date = due_date - interval '2 months' WHERE loan_id = $1`,
      [loan.id],
    );
    expect((await disburse(t(), admin(), loan.id)).status).toBe(200);
    const { rows } = await t().deps.pool.query<{ due_date: string }>(
      `SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date FROM loan_instalments
        WHERE loan_id = $1 ORDER BY number`,
      [loan.id],
    );
    const expected = loanSchedule(100_000_000, rows.length, lagosToday()).instalments.map(
      (i) => i.due_date,
    );
    expect(rows.map((r) => r.due_date)).toEqual(expected);
  });

  it('pays once when administrators disburse at the same moment', async () => {
    const loan = await approvedLoan(t(), ada(), admin());
    const before = await nairaOf(t(), ada());
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => disburse(t(), i % 2 ? admin() : admin2(), loan.id)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    expect(await nairaOf(t(), ada())).toBe(before + 100_000_000);
    const { rows } = await t().deps.pool.query(
      `SELECT 1 FROM ledger_transactions WHERE metadata->>'loan_id' = $1 AND category = 'loan'`,
      [loan.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses a loan not yet approved', async () => {
    const loan = await applied(t(), ada());
    const res = await disburse(t(), admin(), loan.id);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Only an approved loan can be disbursed');
  });
});

describe('documents', () => {
  it('serves a document by kind or id, privately, with its type', async () => {
    const loan = await applied(t(), ada());
    const byKind = await t().call(admin(), `/api/admin/loans/${loan.id}/documents/bank_statement`);
    expect(byKind.status).toBe(200);
    expect(byKind.headers.get('content-type')).toBe('application/pdf');
    expect(byKind.headers.get('content-disposition')).toBe('inline; filename="statement.pdf"');
    expect(byKind.headers.get('cache-control')).toBe('private, no-store');
    expect(byKind.headers.get('x-content-type-options')).toBe('nosniff');
    const sent = requiredDocs().find((p) => p.field === 'bank_statement')!.bytes;
    expect(new Uint8Array(await byKind.arrayBuffer())).toEqual(sent);

    const id = loan.documents.find((d) => d.kind === 'identification')!.id;
    const byId = await t().call(admin(), `/api/admin/loans/${loan.id}/documents/${id}`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('content-type')).toBe('image/png');

    for (const name of ['additional', 'nope', '00000000-0000-0000-0000-000000000000'])
      expect(
        (await t().call(admin(), `/api/admin/loans/${loan.id}/documents/${name}`)).status,
      ).toBe(404);
    // Another loan's document id does not open through this loan.
    const other = await applied(t(), ada());
    const otherId = other.documents[0]!.id;
    expect(
      (await t().call(admin(), `/api/admin/loans/${loan.id}/documents/${otherId}`)).status,
    ).toBe(404);
  });
});

describe('list and dashboard', () => {
  it('filters by status and search, with stats over every loan, and counts pending on the dashboard', async () => {
    const borrower = await person(t());
    const loan = await applied(t(), borrower, {
      business_info: {
        business_name: 'Zebra Logistics Unique',
        business_type: 'Partnership',
        cac_number: 'RC998877',
        industry_sector: 'Transportation',
        year_established: 2010,
        monthly_revenue: 0,
        monthly_expenses: 0,
        business_address: 'Aba Road, Port Harcourt',
        existing_loan: 'yes',
      },
    });
    const found = (await (
      await t().call(admin(), '/api/admin/loans?q=zebra%20logistics')
    ).json()) as AdminLoanPage;
    expect(found.items.map((l) => l.id)).toEqual([loan.id]);
    const byEmail = (await (
      await t().call(admin(), `/api/admin/loans?q=${encodeURIComponent(borrower.email)}`)
    ).json()) as AdminLoanPage;
    expect(byEmail.items.map((l) => l.id)).toEqual([loan.id]);

    const page = (await (
      await t().call(admin(), '/api/admin/loans?status=pending&limit=100')
    ).json()) as AdminLoanPage;
    expect(page.items.every((l) => l.status === 'pending')).toBe(true);
    const { rows } = await t().deps.pool.query<{ status: string; n: string }>(
      'SELECT status, count(*) AS n FROM loan_applications GROUP BY status',
    );
    const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    expect(page.stats).toMatchObject({
      pending: count('pending'),
      under_review: count('under_review'),
      disbursed: count('disbursed'),
      rejected: count('rejected'),
      total: rows.reduce((a, r) => a + Number(r.n), 0),
    });
    expect(page.stats.total_disbursed).toBeGreaterThan(0);

    const stats = await (await t().call(admin(), '/api/admin/stats')).json();
    expect(stats.pending.loans).toBe(count('pending') + count('under_review'));
  });
});
