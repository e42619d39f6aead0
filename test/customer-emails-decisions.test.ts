import { describe, expect, it } from 'vitest';
import { applied, type LoansTest } from '#test/support/loans.ts';
import { type Client, withdrawer } from '#test/support/withdrawals.ts';
import {
  ada,
  admin,
  app,
  bola,
  deps,
  mailsTo,
  oneMail,
  post,
  req,
} from './customer-emails.test-support.ts';

// The e-mails of the back office's decisions on loans and on KYC (set-up in
// customer-emails.test-support.ts).
describe('loan decisions', () => {
  const t = () => ({ deps: deps(), app: app(), call: req }) as unknown as LoansTest;

  it('mails an approval with the amount in naira and the terms, once', async () => {
    const loan = await applied(t(), ada(), { loan_amount: 100_000_000, loan_duration: 3 });
    const review = await post(admin(), `/api/admin/loans/${loan.id}`, { decision: 'under_review' });
    expect(review.status).toBe(200);
    const ok = await post(admin(), `/api/admin/loans/${loan.id}`, { decision: 'approve' });
    expect(ok.status).toBe(200);
    const mail = await oneMail(ada(), 'Your Owo loan was approved');
    expect(mail.text).toContain(`your loan application ${loan.id} was approved for ₦1,000,000.00`);
    expect(mail.text).toContain('3 monthly payments');
    expect(mail.html).toContain(`${deps().config.publicUrl}/loans`);
    // Under review is shown in the app only; the admin and others get nothing.
    expect(await mailsTo(ada(), /loan/i)).toHaveLength(1);
    expect(await mailsTo(admin(), /loan/i)).toHaveLength(0);
    expect(await mailsTo(bola(), /loan/i)).toHaveLength(0);
  });

  it('mails a rejection with its reason', async () => {
    const loan = await applied(t(), bola(), { loan_amount: 50_000_000 });
    const no = await post(admin(), `/api/admin/loans/${loan.id}`, {
      decision: 'reject',
      note: 'Revenue too low for this amount',
    });
    expect(no.status).toBe(200);
    const mail = await oneMail(bola(), 'Your Owo loan application was not approved');
    expect(mail.text).toContain(loan.id);
    expect(mail.text).toContain('Reason: Revenue too low for this amount');
    expect(await mailsTo(ada(), /not approved/)).toHaveLength(0);
  });
});

describe('KYC decisions', () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
    1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
  ]);
  const submit = async (who: Client) => {
    const form = new FormData();
    form.set('id_type', 'nin');
    form.set('document', new File([PNG as BlobPart], 'id.png', { type: 'image/png' }));
    form.set('proof_of_address', new File([PNG as BlobPart], 'bill.png', { type: 'image/png' }));
    const res = await req(who, '/api/kyc', { method: 'POST', body: form });
    expect(res.status).toBe(200);
  };

  it('mails a rejection with the reason the customer reads, then the approval', async () => {
    const cara = await withdrawer(app(), deps(), 0);
    await deps().pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [cara.userId]);
    await submit(cara);
    const no = await post(admin(), `/api/admin/users/${cara.userId}/kyc`, {
      decision: 'rejected',
      reason: 'The photo is blurry',
    });
    expect(no.status).toBe(200);
    const rejected = await oneMail(cara, 'Your Owo identity verification was rejected');
    expect(rejected.text).toContain('Reason: The photo is blurry');
    const { rows } = await deps().pool.query(
      'SELECT kyc_rejection_reason FROM profiles WHERE id = $1',
      [cara.userId],
    );
    expect(rejected.text).toContain(rows[0].kyc_rejection_reason);

    await submit(cara);
    const yes = await post(admin(), `/api/admin/users/${cara.userId}/kyc`, {
      decision: 'verified',
    });
    expect(yes.status).toBe(200);
    const verified = await oneMail(cara, 'Your identity is verified on Owo');
    expect(verified.text).not.toContain('Reason');
    expect(await mailsTo(admin(), /identity/)).toHaveLength(0);
    expect(await mailsTo(ada(), /identity/)).toHaveLength(0);
  });
});
