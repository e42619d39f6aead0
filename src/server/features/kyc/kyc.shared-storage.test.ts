import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AppDeps } from '#server/http/context.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

// Two app processes behind one load balancer: one database, each its own DATA_DIR
// (makeTestDeps makes a fresh one each time), as two machines have.
const { url, pool } = await createTestDatabase(4);
const instance = (storage: 'postgres' | 'disk') => {
  const deps = makeTestDeps(url, { STORAGE: storage }, 3);
  return { deps, app: createApp(deps) };
};

const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 42,
]);
const pdf = new TextEncoder().encode('%PDF-1.4\n% a utility bill\n%%EOF\n');

type Instance = ReturnType<typeof instance>;
const upload = (on: Instance, cookie: string) => {
  const form = new FormData();
  form.set('id_type', 'nin');
  form.set('document', new File([png], 'id.png', { type: 'image/png' }));
  form.set('proof_of_address', new File([pdf], 'bill.pdf', { type: 'application/pdf' }));
  return on.app.request('/api/kyc', {
    method: 'POST',
    body: form,
    headers: { cookie, origin: on.deps.config.publicUrl },
  });
};
const download = async (on: Instance, cookie: string, path: string) => {
  const res = await on.app.request(path, { headers: { cookie } });
  return res.status === 200 ? new Uint8Array(await res.arrayBuffer()) : res.status;
};
const filesOnDisk = (deps: AppDeps) => {
  try {
    return readdirSync(join(deps.config.DATA_DIR, 'files'), { recursive: true });
  } catch {
    return [];
  }
};

/** A tier-2 customer (tier 3's documents need a verified BVN first) and an administrator. */
const people = async (on: Instance, name: string) => {
  const user = await signUpVerified(on.app, on.deps, `${name}@example.com`);
  const admin = await signUpVerified(on.app, on.deps, `${name}-admin@example.com`);
  await pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [user.userId]);
  await pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [admin.userId]);
  return { user, admin };
};

describe('KYC files with STORAGE=postgres', () => {
  it('uploaded through one app process are read through another', async () => {
    const [a, b] = [instance('postgres'), instance('postgres')];
    const { user, admin } = await people(a, 'shared-ada');
    expect((await upload(a, user.cookie)).status).toBe(200);

    expect(await download(b, user.cookie, '/api/kyc/document')).toEqual(png);
    expect(await download(b, user.cookie, '/api/kyc/proof-of-address')).toEqual(pdf);
    const adminPath = `/api/admin/users/${user.userId}/kyc`;
    expect(await download(b, admin.cookie, `${adminPath}/document`)).toEqual(png);
    expect(await download(b, admin.cookie, `${adminPath}/proof-of-address`)).toEqual(pdf);

    // In the database, not on either machine's disk.
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stored_files WHERE key LIKE $1',
      [`kyc-documents/${user.userId}/%`],
    );
    expect(rows[0]?.n).toBe(2);
    expect([filesOnDisk(a.deps), filesOnDisk(b.deps)]).toEqual([[], []]);
  });

  it('stay on the machine that took them with STORAGE=disk: the other answers 404', async () => {
    const [a, b] = [instance('disk'), instance('disk')];
    const { user } = await people(a, 'disk-bola');
    expect((await upload(a, user.cookie)).status).toBe(200);
    expect(await download(a, user.cookie, '/api/kyc/document')).toEqual(png);
    expect(await download(b, user.cookie, '/api/kyc/document')).toBe(404);
  });
});
