import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function upload(
  cookie: string | undefined,
  idType: string | null,
  file: { bytes: Uint8Array; name: string; type: string } | null,
) {
  const form = new FormData();
  if (idType) form.set('id_type', idType);
  if (file)
    form.set('document', new File([file.bytes as BlobPart], file.name, { type: file.type }));
  return f.app.request('/api/kyc', {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie, origin: f.deps.config.publicUrl } : {},
  });
}

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
    });
    expect(docs.id_document.file_path).toMatch(
      new RegExp(`^kyc-documents/${f.ada.userId}/[0-9a-f-]{36}\\.png$`),
    );
    const me = await f.call('GET', '/api/me', { cookie: f.ada.cookie });
    expect(me.json.kyc_status).toBe('pending');
    expect(me.json.kyc_documents.id_type).toBe('nin');

    const own = await f.app.request('/api/kyc/document', { headers: { cookie: f.ada.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
  });

  it("never serves one user's document to another, or to nobody", async () => {
    expect(
      (await f.app.request('/api/kyc/document', { headers: { cookie: f.bola.cookie } })).status,
    ).toBe(404);
    expect((await f.app.request('/api/kyc/document')).status).toBe(401);
  });

  it('checks the type by content, not by the declared type or name', async () => {
    const fake = await upload(f.bola.cookie, 'passport', {
      bytes: new TextEncoder().encode('just text pretending'),
      name: 'id.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.message).toBe('Please upload JPG, PNG, or PDF files only');
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
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).error.message).toBe('File Size must be less than 5MB');
    for (const [idType, file] of [
      [null, { bytes: PNG, name: 'a.png', type: 'image/png' }],
      ['nin', null],
      ['drivers-licence', { bytes: PNG, name: 'a.png', type: 'image/png' }],
    ] as const) {
      const res = await upload(f.bola.cookie, idType, file);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(
        'Please select ID type and upload your ID document',
      );
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
    const nobody = await f.call('POST', `/api/admin/users/${f.admin.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'verified' },
    });
    expect(nobody.status).toBe(422);
  });
});
