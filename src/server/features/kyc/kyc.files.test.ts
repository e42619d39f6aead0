import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { KYC_UPLOADS_PER_WINDOW } from '#server/http/rate-limit.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { png } from '#test/support/rmb.ts';
import { submitKyc } from './kyc.service.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  // Tier 3's documents need tier 2 (a verified BVN) first.
  await f.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id IN ($1, $2)', [
    f.ada.userId,
    f.bola.userId,
  ]);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A proof of address (a PDF), with a marker so two differ. */
const pdf = (marker: number) => new TextEncoder().encode(`%PDF-1.4\n% bill ${marker}\n%%EOF\n`);

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
const upload = (app: App, cookie: string, bytes: Uint8Array, proof = pdf(bytes.at(-1) ?? 0)) => {
  const form = new FormData();
  form.set('id_type', 'nin');
  form.set('document', new File([bytes as BlobPart], 'id.png', { type: 'image/png' }));
  form.set(
    'proof_of_address',
    new File([proof as BlobPart], 'bill.pdf', { type: 'application/pdf' }),
  );
  return app.request('/api/kyc', {
    method: 'POST',
    body: form,
    headers: { cookie, origin: 'http://127.0.0.1:3000' },
  });
};

const filesOf = (userId: string) => {
  try {
    return readdirSync(join(f.deps.config.DATA_DIR, 'files', 'kyc-documents', userId));
  } catch {
    return [];
  }
};

const download = async (cookie: string, path: string) => {
  const res = await f.app.request(path, { headers: { cookie } });
  return res.status === 200 ? new Uint8Array(await res.arrayBuffer()) : res.status;
};
const document = (cookie: string) => download(cookie, '/api/kyc/document');
const proofOfAddress = (cookie: string) => download(cookie, '/api/kyc/proof-of-address');

describe('KYC files', () => {
  it('get random keys: two uploads in the same millisecond both work', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const storedKey = async () =>
      (
        await f.pool.query<{ key: string }>(
          `SELECT kyc_documents->'id_document'->>'file_path' AS key FROM profiles WHERE id = $1`,
          [f.ada.userId],
        )
      ).rows[0]?.key;
    const first = await upload(f.app, f.ada.cookie, png(1));
    const firstKey = await storedKey();
    const second = await upload(f.app, f.ada.cookie, png(2));
    expect([first.status, second.status]).toEqual([200, 200]);
    const secondKey = await storedKey();
    expect(secondKey).not.toBe(firstKey);
    expect(secondKey).toMatch(new RegExp(`^kyc-documents/${f.ada.userId}/[0-9a-f-]{36}\\.png$`));
    expect(await document(f.ada.cookie)).toEqual(png(2));
    expect(await proofOfAddress(f.ada.cookie)).toEqual(pdf(2));
  });

  it('delete the replaced files once the new ones are committed', async () => {
    await upload(f.app, f.bola.cookie, png(3));
    const before = filesOf(f.bola.userId);
    expect(before).toHaveLength(2);
    await upload(f.app, f.bola.cookie, png(4));
    const after = filesOf(f.bola.userId);
    expect(after).toHaveLength(2);
    for (const old of before) {
      expect(after).not.toContain(old);
      expect(await f.deps.storage.get(`kyc-documents/${f.bola.userId}/${old}`)).toBeNull();
    }
  });

  it('keep the committed file when a new upload fails on the way', async () => {
    const committed = filesOf(f.bola.userId);
    const { rows } = await f.pool.query('SELECT kyc_documents FROM profiles WHERE id = $1', [
      f.bola.userId,
    ]);
    // The first new file is written, then writing the second fails before the commit.
    let puts = 0;
    const failing: Storage = {
      ...f.deps.storage,
      put: async (key, body, type) => {
        await f.deps.storage.put(key, body, type);
        if (++puts === 2) throw new Error('disk full');
      },
    };
    await expect(
      submitKyc(f.pool, failing, f.bola.userId, {
        idType: 'passport',
        document: { fileName: 'new.png', bytes: png(5) },
        proofOfAddress: { fileName: 'new.pdf', bytes: pdf(5) },
      }),
    ).rejects.toThrow('disk full');
    expect(puts).toBe(2);
    expect(filesOf(f.bola.userId).sort()).toEqual(committed.sort());
    expect(await document(f.bola.cookie)).toEqual(png(4));
    expect(await proofOfAddress(f.bola.cookie)).toEqual(pdf(4));
    const now = await f.pool.query('SELECT kyc_documents FROM profiles WHERE id = $1', [
      f.bola.userId,
    ]);
    expect(now.rows[0]).toEqual(rows[0]);
  });
});

describe('KYC uploads', () => {
  it(`are limited to ${KYC_UPLOADS_PER_WINDOW} per user per 10 minutes`, async () => {
    const { url } = await createTestDatabase(2);
    const deps = makeTestDeps(url, { RATE_LIMIT: 'on' });
    const app = createApp(deps);
    const user = await signUpVerified(app, deps, 'kyc-limit@example.com');
    const other = await signUpVerified(app, deps, 'kyc-other@example.com');
    await deps.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id IN ($1, $2)', [
      user.userId,
      other.userId,
    ]);
    for (let i = 0; i < KYC_UPLOADS_PER_WINDOW; i++)
      expect((await upload(app, user.cookie, png(i))).status).toBe(200);
    const limited = await upload(app, user.cookie, png(9));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect((await limited.json()).error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait 10 minutes and try again.',
    });
    expect((await upload(app, other.cookie, png(1))).status).toBe(200);
  });
});
