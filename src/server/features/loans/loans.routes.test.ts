import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Loan, LoanPage } from '#shared/schemas/loans.ts';
import { lagosYear } from '#shared/schemas/loans-application.ts';
import {
  application,
  applied,
  apply,
  jpeg,
  pdf,
  person,
  png,
  repay,
  requiredDocs,
} from '#test/support/loans.ts';
import { ada, bola, errorOf, filesOf, loansOf, t } from './loans.test-support.ts';

describe('POST /api/loans', () => {
  it('records a pending application LN-{year}-{number} with its documents stored privately', async () => {
    const parts = [
      ...requiredDocs(),
      { field: 'additional_documents', name: 'cac.pdf', bytes: pdf(300) },
      { field: 'additional_documents', name: 'photo.jpeg', bytes: jpeg(200) },
    ];
    const res = await apply(t(), ada(), application(), parts);
    expect(res.status).toBe(201);
    const loan = (await res.json()) as Loan;
    expect(loan.id).toMatch(new RegExp(`^LN-${lagosYear()}-\\d{3,}$`));
    expect(loan).toMatchObject({
      status: 'pending',
      loan_type: 'operational-capital',
      amount_requested: 100_000_000,
      duration_months: 3,
      amount_approved: null,
      monthly_rate_percent: null,
      instalments: [],
      next_instalment: null,
      amount_repaid: 0,
      outstanding: null,
    });
    expect(loan.business_info).toMatchObject({
      business_name: 'Obi Stores',
      willing_to_provide_guarantor: 'yes',
      willing_to_provide_collateral: null,
    });
    expect(loan.documents.map((d) => [d.kind, d.file_name, d.content_type, d.size]).sort()).toEqual(
      [
        ['additional', 'cac.pdf', 'application/pdf', 300],
        ['additional', 'photo.jpeg', 'image/jpeg', 200],
        ['bank_statement', 'statement.pdf', 'application/pdf', 2048],
        ['identification', 'id.png', 'image/png', 512],
        ['proof_of_address', 'bill.jpg', 'image/jpeg', 1024],
      ].sort(),
    );
    expect(filesOf(ada().userId)).toHaveLength(5);
    const { rows } = await t().deps.pool.query<{ storage_key: string }>(
      'SELECT storage_key FROM loan_documents WHERE loan_id = $1',
      [loan.id],
    );
    for (const r of rows)
      expect(r.storage_key).toMatch(/^loan-documents\/[^/]+\/[0-9a-f-]{36}\.(pdf|jpg|png)$/);
  });

  it('needs a verified BVN: tier 1 is refused with KYC_REQUIRED, nothing written; tier 3 may apply', async () => {
    const newcomer = await person(t(), 0, false, 1);
    const res = await apply(t(), newcomer);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'KYC_REQUIRED',
      message: 'Loans need a verified BVN (tier 2). Verify your BVN in Settings, then apply.',
    });
    expect(await loansOf(newcomer.userId)).toBe(0);
    expect(filesOf(newcomer.userId)).toEqual([]);
    const verified = await person(t(), 0, false, 3);
    expect((await apply(t(), verified)).status).toBe(201);
    expect(await loansOf(verified.userId)).toBe(1);
  });

  it('takes a single additional document, and none', async () => {
    const who = await person(t());
    const one = [
      ...requiredDocs(),
      { field: 'additional_documents', name: 'cac.png', bytes: png() },
    ];
    const res = await apply(t(), who, application(), one);
    expect(res.status).toBe(201);
    expect(
      ((await res.json()) as Loan).documents.filter((d) => d.kind === 'additional'),
    ).toHaveLength(1);
    expect((await apply(t(), who, application(), requiredDocs())).status).toBe(201);
  });

  it('gives every application a number of its own', async () => {
    const [a, b] = await Promise.all([applied(t(), bola()), applied(t(), bola())]);
    expect(a.id).not.toBe(b.id);
    const n = (id: string) => Number(id.split('-')[2]);
    expect(Math.abs(n(a.id) - n(b.id))).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/loans with an Idempotency-Key', () => {
  it('honours an Idempotency-Key: a repeat answers the first, another request with it is a 409', async () => {
    const who = await person(t());
    const key = randomUUID();
    const first = await apply(t(), who, application(), requiredDocs(), key);
    expect(first.status).toBe(201);
    const again = await apply(t(), who, application(), requiredDocs(), key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as Loan).id).toBe(((await first.json()) as Loan).id);
    const other = await apply(
      t(),
      who,
      application({ loan_amount: 200_000_000 }),
      requiredDocs(),
      key,
    );
    expect(other.status).toBe(409);
    expect(await loansOf(who.userId)).toBe(1);
    expect(filesOf(who.userId)).toHaveLength(3);

    const together = randomUUID();
    const many = await Promise.all(
      Array.from({ length: 4 }, () => apply(t(), who, application(), requiredDocs(), together)),
    );
    expect(many.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(await Promise.all(many.map(async (r) => ((await r.json()) as Loan).id)));
    expect(ids.size).toBe(1);
    expect(await loansOf(who.userId)).toBe(2);
    expect(filesOf(who.userId)).toHaveLength(6);
  });
});

describe('GET /api/loans', () => {
  it("lists only the user's own loans, newest first, with paging", async () => {
    const who = await person(t());
    const a = await applied(t(), who);
    const b = await applied(t(), who, { loan_amount: 500_000_000, loan_duration: 6 });
    const res = await t().call(who, '/api/loans?limit=1');
    const page = (await res.json()) as LoanPage;
    expect(page.items.map((l) => l.id)).toEqual([b.id]);
    const next = (await (
      await t().call(who, `/api/loans?limit=1&cursor=${page.next_cursor}`)
    ).json()) as LoanPage;
    expect(next.items.map((l) => l.id)).toEqual([a.id]);
    expect(next.next_cursor).toBeNull();
    const one = await t().call(who, `/api/loans/${a.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as Loan).id).toBe(a.id);
  });

  it("answers 404 for another user's application, its documents and repayments", async () => {
    const mine = await applied(t(), ada());
    const res = await t().call(bola(), `/api/loans/${mine.id}`);
    expect(res.status).toBe(404);
    const list = (await (await t().call(bola(), '/api/loans?limit=100')).json()) as LoanPage;
    expect(list.items.some((l) => l.id === mine.id)).toBe(false);
    expect((await repay(t(), bola(), mine.id, 100)).status).toBe(404);
    // The documents are for administrators only.
    const doc = await t().call(bola(), `/api/admin/loans/${mine.id}/documents/bank_statement`);
    expect(doc.status).toBe(403);
    expect(
      (await t().call(ada(), `/api/admin/loans/${mine.id}/documents/bank_statement`)).status,
    ).toBe(403);
    expect((await t().call(null, `/api/loans/${mine.id}`)).status).toBe(401);
  });
});
