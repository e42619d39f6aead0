import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { kycUpload, type Part, PDF, PNG } from '#test/support/kyc.ts';

// Tier 3: the ID document and the proof of address, on top of tier 2 (a
// verified BVN), approved by an administrator.

let f: Awaited<ReturnType<typeof apiFixture>>;
const tierTwo = (userId: string) =>
  f.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [userId]);
beforeAll(async () => {
  f = await apiFixture();
  await tierTwo(f.bola.userId);
});

const upload = (
  cookie: string | undefined,
  idType: string | null,
  file: Part | null,
  proof?: Part | null,
) => kycUpload(f.app, f.deps.config.publicUrl, cookie, idType, file, proof);

describe('a tier-3 submission', () => {
  it('needs tier 2 first: a tier-1 customer is told to verify the BVN, and nothing is stored', async () => {
    const cara = await signUpVerified(f.app, f.deps, `tier1-${randomUUID()}@example.com`);
    const res = await upload(cara.cookie, 'nin', { bytes: PNG, name: 'id.png', type: 'image/png' });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toEqual({
      code: 'KYC_REQUIRED',
      message: 'Verify your BVN first',
    });
    const { rows } = await f.pool.query(
      'SELECT kyc_documents, kyc_status, kyc_tier FROM profiles WHERE id = $1',
      [cara.userId],
    );
    expect(rows[0]).toEqual({ kyc_documents: null, kyc_status: 'pending', kyc_tier: 1 });
    expect(existsSync(join(f.deps.config.DATA_DIR, 'files', 'kyc-documents', cara.userId))).toBe(
      false,
    );
  });

  it('needs the proof of address too, checked by content like the ID document', async () => {
    const id = { bytes: PNG, name: 'id.png', type: 'image/png' };
    const missing = await upload(f.bola.cookie, 'nin', id, null);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toEqual({
      code: 'DOCUMENT_REQUIRED',
      message: 'Please upload your proof of address (a utility bill from the last 3 months)',
      field: 'proof_of_address',
    });
    const fake = await upload(f.bola.cookie, 'nin', id, {
      bytes: new TextEncoder().encode('not a bill'),
      name: 'bill.pdf',
      type: 'application/pdf',
    });
    expect(fake.status).toBe(400);
    expect((await fake.json()).error).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'Please upload JPG, PNG, or PDF files only',
      field: 'proof_of_address',
    });
    const big = new Uint8Array(5_242_881);
    big.set(PDF);
    const tooBig = await upload(f.bola.cookie, 'nin', id, {
      bytes: big,
      name: 'bill.pdf',
      type: 'application/pdf',
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toMatchObject({ field: 'proof_of_address' });
    const { rows } = await f.pool.query('SELECT kyc_documents FROM profiles WHERE id = $1', [
      f.bola.userId,
    ]);
    expect(rows[0].kyc_documents).toBeNull();
  });
});

describe('an approval is tier 3', () => {
  const decide = (userId: string, decision: string, cookie = f.admin.cookie) =>
    f.call('POST', `/api/admin/users/${userId}/kyc`, { cookie, body: { decision } });
  const stateOf = async (userId: string) =>
    (await f.pool.query('SELECT kyc_status, kyc_tier FROM profiles WHERE id = $1', [userId]))
      .rows[0];

  it('sets verified and tier 3 together, audited, and the limits say so', async () => {
    const emeka = await signUpVerified(f.app, f.deps, `emeka-${randomUUID()}@example.com`);
    await tierTwo(emeka.userId);
    expect(
      (await upload(emeka.cookie, 'passport', { bytes: PNG, name: 'p.png', type: 'image/png' }))
        .status,
    ).toBe(200);
    // Both files, to administrators only.
    const proofPath = `/api/admin/users/${emeka.userId}/kyc/proof-of-address`;
    const proof = await f.app.request(proofPath, { headers: { cookie: f.admin.cookie } });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await proof.arrayBuffer())).toEqual(PDF);
    expect((await f.app.request(proofPath, { headers: { cookie: emeka.cookie } })).status).toBe(
      403,
    );
    expect(
      (
        await f.app.request(`/api/admin/users/${f.ada.userId}x/kyc/proof-of-address`, {
          headers: { cookie: f.admin.cookie },
        })
      ).status,
    ).toBe(404);

    expect((await decide(emeka.userId, 'verified')).status).toBe(200);
    expect(await stateOf(emeka.userId)).toEqual({ kyc_status: 'verified', kyc_tier: 3 });
    const limits = await f.call('GET', '/api/me/limits', { cookie: emeka.cookie });
    expect(limits.json).toMatchObject({ tier: 3, max_balance: null, next_tier: null });
    const { rows } = await f.pool.query(
      `SELECT actor_id, before, after FROM audit_log WHERE action = 'kyc.decision' AND target_id = $1`,
      [emeka.userId],
    );
    expect(rows).toEqual([
      {
        actor_id: f.admin.userId,
        before: { kyc_status: 'pending', kyc_tier: 2 },
        after: { kyc_status: 'verified', kyc_tier: 3 },
      },
    ]);
  });

  it('is refused without a verified BVN or without a proof of address; rejecting still works', async () => {
    const old = await signUpVerified(f.app, f.deps, `old-${randomUUID()}@example.com`);
    // A submission from before the proof of address was asked for, by a tier-1 customer.
    const legacy = {
      id_type: 'nin',
      id_document: {
        file_name: 'id.png',
        file_path: `kyc-documents/${old.userId}/legacy.png`,
        file_url: '/api/kyc/document',
        file_size: PNG.length,
        file_type: 'image/png',
        uploaded_at: new Date().toISOString(),
      },
      submitted_at: new Date().toISOString(),
    };
    await f.pool.query('UPDATE profiles SET kyc_documents = $2 WHERE id = $1', [
      old.userId,
      JSON.stringify(legacy),
    ]);
    // The owner still reads it (no proof of address in the answer), as do administrators.
    const mine = await f.call('GET', '/api/me', { cookie: old.cookie });
    expect(mine.json.kyc_documents).toEqual({
      id_type: 'nin',
      id_document: {
        file_name: 'id.png',
        file_url: '/api/kyc/document',
        file_size: PNG.length,
        file_type: 'image/png',
        uploaded_at: legacy.id_document.uploaded_at,
      },
      submitted_at: legacy.submitted_at,
    });
    const listed = await f.call('GET', `/api/admin/users?q=${encodeURIComponent('old-')}`, {
      cookie: f.admin.cookie,
    });
    const row = listed.json.items.find((u: { id: string }) => u.id === old.userId);
    expect(row.kyc_documents.proof_of_address).toBeNull();
    expect(row.tier).toBe(1);

    const noBvn = await decide(old.userId, 'verified');
    expect(noBvn.status).toBe(422);
    expect(noBvn.json.error.message).toMatch(/has not verified a BVN yet/);
    await tierTwo(old.userId);
    const noProof = await decide(old.userId, 'verified');
    expect(noProof.status).toBe(422);
    expect(noProof.json.error.message).toMatch(/no proof of address/);
    expect(await stateOf(old.userId)).toEqual({ kyc_status: 'pending', kyc_tier: 2 });
    const rejected = await f.call('POST', `/api/admin/users/${old.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'rejected', reason: 'Please add a utility bill' },
    });
    expect(rejected.status).toBe(200);
    expect(await stateOf(old.userId)).toEqual({ kyc_status: 'rejected', kyc_tier: 2 });
    const limits = await f.call('GET', '/api/me/limits', { cookie: old.cookie });
    expect(limits.json).toMatchObject({
      tier: 2,
      kyc_status: 'rejected',
      kyc_submitted: true,
      kyc_rejection_reason: 'Please add a utility bill',
      next_tier: { tier: 3, requires: ['id_document', 'proof_of_address'] },
    });
  });

  it("is never an administrator's own: SELF_ACTION, nothing changed, the attempt audited", async () => {
    await tierTwo(f.admin.userId);
    expect(
      (await upload(f.admin.cookie, 'nin', { bytes: PNG, name: 'id.png', type: 'image/png' }))
        .status,
    ).toBe(200);
    const own = await decide(f.admin.userId, 'verified');
    expect(own.status).toBe(403);
    expect(own.json.error.code).toBe('SELF_ACTION');
    expect(await stateOf(f.admin.userId)).toEqual({ kyc_status: 'pending', kyc_tier: 2 });
    const { rows } = await f.pool.query(
      `SELECT after FROM audit_log WHERE action = 'self_action.refused' AND target_id = $1`,
      [f.admin.userId],
    );
    expect(rows.map((r) => r.after.attempted)).toContain('kyc.decision');
  });
});
