import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { KYC_REASON_REQUIRED } from '#shared/schemas/admin-users.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { BILL, kycUpload, type Part, PDF, PNG } from '#test/support/kyc.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
/** Tier 3 is tier 2 (a verified BVN) plus these documents. */
const tierTwo = (userId: string) =>
  f.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [userId]);
beforeAll(async () => {
  f = await apiFixture();
  await tierTwo(f.ada.userId);
  await tierTwo(f.bola.userId);
});

const upload = (
  cookie: string | undefined,
  idType: string | null,
  file: Part | null,
  proof: Part | null = BILL,
) => kycUpload(f.app, f.deps.config.publicUrl, cookie, idType, file, proof);

describe('KYC documents', () => {
  it('accepts a PNG, keeps it private and puts the profile under review', async () => {
    const res = await upload(f.ada.cookie, 'nin', {
      bytes: PNG,
      name: 'my id.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    const docs = await res.json();
    expect(docs).toMatchObject({
      id_type: 'nin',
      id_document: { file_type: 'image/png', file_size: PNG.length },
      proof_of_address: {
        file_name: 'electricity bill.pdf',
        file_url: '/api/kyc/proof-of-address',
        file_type: 'application/pdf',
        file_size: PDF.length,
      },
    });
    const me = await f.call('GET', '/api/me', { cookie: f.ada.cookie });
    expect(me.json.kyc_status).toBe('pending');
    expect(me.json.kyc_documents).toEqual(docs);
    // Where the file is stored is the server's business: neither answer names it.
    const { rows } = await f.pool.query('SELECT kyc_documents FROM profiles WHERE id = $1', [
      f.ada.userId,
    ]);
    const stored = rows[0].kyc_documents.id_document.file_path as string;
    expect(stored).toMatch(new RegExp(`^kyc-documents/${f.ada.userId}/[0-9a-f-]{36}\\.png$`));
    const storedProof = rows[0].kyc_documents.proof_of_address.file_path as string;
    expect(storedProof).toMatch(new RegExp(`^kyc-documents/${f.ada.userId}/[0-9a-f-]{36}\\.pdf$`));
    for (const answer of [docs, me.json.kyc_documents]) {
      expect(answer.id_document).toEqual({
        file_name: 'my id.png',
        file_url: '/api/kyc/document',
        file_size: PNG.length,
        file_type: 'image/png',
        uploaded_at: expect.any(String),
      });
      expect(JSON.stringify(answer)).not.toContain(stored);
      expect(JSON.stringify(answer)).not.toContain(storedProof);
      expect(JSON.stringify(answer)).not.toContain('kyc-documents/');
    }

    const own = await f.app.request('/api/kyc/document', { headers: { cookie: f.ada.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
    const bill = await f.app.request('/api/kyc/proof-of-address', {
      headers: { cookie: f.ada.cookie },
    });
    expect(bill.status).toBe(200);
    expect(bill.headers.get('content-type')).toBe('application/pdf');
    expect(bill.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await bill.arrayBuffer())).toEqual(PDF);
  });

  it("never serves one user's files to another, or to nobody", async () => {
    for (const path of ['/api/kyc/document', '/api/kyc/proof-of-address']) {
      expect((await f.app.request(path, { headers: { cookie: f.bola.cookie } })).status).toBe(404);
      expect((await f.app.request(path)).status).toBe(401);
    }
  });

  it('checks the type by content, not by the declared type or name', async () => {
    const fake = await upload(f.bola.cookie, 'passport', {
      bytes: new TextEncoder().encode('just text pretending'),
      name: 'id.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(400);
    expect((await fake.json()).error).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'Please upload JPG, PNG, or PDF files only',
      field: 'document',
    });
    const pdf = await upload(f.bola.cookie, 'passport', {
      bytes: PDF,
      name: 'id.bin',
      type: 'application/octet-stream',
    });
    expect(pdf.status).toBe(200);
    expect((await pdf.json()).id_document.file_type).toBe('application/pdf');
  });

  it('refuses files over 5MB and submissions without an ID type or document', async () => {
    const big = new Uint8Array(5_242_881);
    big.set(PNG);
    const tooBig = await upload(f.bola.cookie, 'nin', {
      bytes: big,
      name: 'big.png',
      type: 'image/png',
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File Size must be less than 5MB',
      field: 'document',
    });
    for (const [idType, file] of [
      [null, { bytes: PNG, name: 'a.png', type: 'image/png' }],
      ['nin', null],
      ['drivers-licence', { bytes: PNG, name: 'a.png', type: 'image/png' }],
    ] as const) {
      const res = await upload(f.bola.cookie, idType, file);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('DOCUMENT_REQUIRED');
      expect(error.message).toContain('Please select ID type and upload your ID document');
    }
  });

  it('locks documents once verified, and lets a rejected user submit again', async () => {
    await f.pool.query(`UPDATE profiles SET kyc_status = 'verified' WHERE id = $1`, [f.ada.userId]);
    const locked = await upload(f.ada.cookie, 'passport', {
      bytes: PNG,
      name: 'new.png',
      type: 'image/png',
    });
    expect(locked.status).toBe(422);
    await f.pool.query(`UPDATE profiles SET kyc_status = 'rejected' WHERE id = $1`, [f.ada.userId]);
    const again = await upload(f.ada.cookie, 'passport', {
      bytes: PNG,
      name: 'new.png',
      type: 'image/png',
    });
    expect(again.status).toBe(200);
    expect((await f.call('GET', '/api/me', { cookie: f.ada.cookie })).json.kyc_status).toBe(
      'pending',
    );
  });
});

describe('KYC review by an administrator', () => {
  it('verifies or rejects, notifies the user, and serves the document only to administrators', async () => {
    await upload(f.bola.cookie, 'nin', { bytes: PNG, name: 'id.png', type: 'image/png' });
    const path = `/api/admin/users/${f.bola.userId}/kyc`;
    expect(
      (await f.call('POST', path, { cookie: f.ada.cookie, body: { decision: 'verified' } })).status,
    ).toBe(403);
    expect(
      (await f.app.request(`${path}/document`, { headers: { cookie: f.ada.cookie } })).status,
    ).toBe(403);
    const doc = await f.app.request(`${path}/document`, { headers: { cookie: f.admin.cookie } });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('image/png');

    const before = (
      await f.call('GET', '/api/notifications/unread-count', { cookie: f.bola.cookie })
    ).json.count;
    const res = await f.call('POST', path, {
      cookie: f.admin.cookie,
      body: { decision: 'rejected', reason: 'Blurry' },
    });
    expect(res.status).toBe(200);
    expect((await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.kyc_status).toBe(
      'rejected',
    );
    const list = await f.call('GET', '/api/notifications', { cookie: f.bola.cookie });
    expect(list.json.unread_count).toBe(before + 1);
    expect(list.json.items[0]).toMatchObject({
      kind: 'kyc_rejected',
      title: 'Identity verification rejected',
    });
    expect(list.json.items[0].body).toContain('Blurry');

    expect(
      (await f.call('POST', path, { cookie: f.admin.cookie, body: { decision: 'maybe' } })).status,
    ).toBe(400);
    // An administrator's own KYC is decided by another administrator only.
    const own = await f.call('POST', `/api/admin/users/${f.admin.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'verified' },
    });
    expect(own.status).toBe(403);
    expect(own.json.error.code).toBe('SELF_ACTION');
  });
});

describe('a KYC rejection states its reason', () => {
  it('refuses a rejection without a reason (3 to 500 characters), changing nothing', async () => {
    const cara = await signUpVerified(f.app, f.deps, `cara-${randomUUID()}@example.com`);
    await tierTwo(cara.userId);
    await upload(cara.cookie, 'nin', { bytes: PNG, name: 'id.png', type: 'image/png' });
    const path = `/api/admin/users/${cara.userId}/kyc`;
    for (const body of [
      { decision: 'rejected' },
      { decision: 'rejected', reason: '' },
      { decision: 'rejected', reason: '   ' },
      { decision: 'rejected', reason: 'no' },
      { decision: 'rejected', reason: 'x'.repeat(501) },
      { decision: 'rejected', reason: 'Blurry\u202E photo' },
    ]) {
      const res = await f.call('POST', path, { cookie: f.admin.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.field).toBe('reason');
    }
    const missing = await f.call('POST', path, {
      cookie: f.admin.cookie,
      body: { decision: 'rejected' },
    });
    expect(missing.json.error.message).toBe(`reason: ${KYC_REASON_REQUIRED}`);
    const me = await f.call('GET', '/api/me', { cookie: cara.cookie });
    expect(me.json).toMatchObject({ kyc_status: 'pending', kyc_rejection_reason: null });
    const told = await f.call('GET', '/api/notifications', { cookie: cara.cookie });
    expect(told.json.items.filter((n: { kind: string }) => n.kind === 'kyc_rejected')).toEqual([]);
  });

  it('stores the reason; the owner and the back office read it, nobody else', async () => {
    const dayo = await signUpVerified(f.app, f.deps, `dayo-${randomUUID()}@example.com`);
    await tierTwo(dayo.userId);
    const other = await signUpVerified(f.app, f.deps, `efe-${randomUUID()}@example.com`);
    await upload(dayo.cookie, 'passport', { bytes: PNG, name: 'p.png', type: 'image/png' });
    const reason = 'The photo is blurry.\nPlease upload a sharp scan of the whole page.';
    const res = await f.call('POST', `/api/admin/users/${dayo.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'rejected', reason: `  ${reason.replace('\n', '\r\n')}  ` },
    });
    expect(res.status).toBe(200);

    const mine = await f.call('GET', '/api/me', { cookie: dayo.cookie });
    expect(mine.json).toMatchObject({ kyc_status: 'rejected', kyc_rejection_reason: reason });
    const admins = await f.call('GET', '/api/admin/users?q=dayo-', { cookie: f.admin.cookie });
    const row = admins.json.items.find((u: { id: string }) => u.id === dayo.userId);
    expect(row.kyc_rejection_reason).toBe(reason);

    // Another customer's own answers never carry it.
    for (const p of ['/api/me', '/api/notifications']) {
      const theirs = await f.call('GET', p, { cookie: other.cookie });
      expect(theirs.status).toBe(200);
      expect(JSON.stringify(theirs.json)).not.toContain('blurry');
    }
    expect((await f.call('GET', '/api/admin/users', { cookie: other.cookie })).status).toBe(403);

    // A new submission is under review: the old reason no longer shows.
    await upload(dayo.cookie, 'passport', { bytes: PNG, name: 'p2.png', type: 'image/png' });
    const again = await f.call('GET', '/api/me', { cookie: dayo.cookie });
    expect(again.json).toMatchObject({ kyc_status: 'pending', kyc_rejection_reason: null });
    // An approval clears it for good, and an approval's reason is not stored.
    const approved = await f.call('POST', `/api/admin/users/${dayo.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'verified', reason: 'fine' },
    });
    expect(approved.status).toBe(200);
    const { rows } = await f.pool.query(
      'SELECT kyc_status, kyc_rejection_reason FROM profiles WHERE id = $1',
      [dayo.userId],
    );
    expect(rows[0]).toEqual({ kyc_status: 'verified', kyc_rejection_reason: null });
  });
});
