import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

// More uploads at once than the app's pool has connections, with the files in
// the database (STORAGE=postgres: each put takes a connection of its own).
// They all finish: no upload holds a connection in its transaction while its
// files wait for another one (`npm run bench -- cluster` found that deadlock).
const POOL = 2;
const UPLOADS = 6;

const { url, pool } = await createTestDatabase(4);
const deps = makeTestDeps(url, { STORAGE: 'postgres' }, POOL);
const app = createApp(deps);

const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 7,
]);
const pdf = new TextEncoder().encode('%PDF-1.4\n% a utility bill\n%%EOF\n');

function upload(cookie: string) {
  const form = new FormData();
  form.set('id_type', 'nin');
  form.set('document', new File([png], 'id.png', { type: 'image/png' }));
  form.set('proof_of_address', new File([pdf], 'bill.pdf', { type: 'application/pdf' }));
  return app.request('/api/kyc', {
    method: 'POST',
    body: form,
    headers: { cookie, origin: deps.config.publicUrl },
  });
}

describe('KYC uploads with STORAGE=postgres', () => {
  it(`${UPLOADS} at once on a pool of ${POOL} connections all finish, each stored`, async () => {
    const users = [];
    for (let i = 0; i < UPLOADS; i++)
      users.push(await signUpVerified(app, deps, `many-${i}@example.com`));
    await pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = ANY($1)', [
      users.map((u) => u.userId),
    ]);

    const statuses = await Promise.all(users.map(async (u) => (await upload(u.cookie)).status));
    expect(statuses).toEqual(users.map(() => 200));

    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stored_files WHERE key LIKE 'kyc-documents/%'`,
    );
    expect(rows[0]?.n).toBe(UPLOADS * 2);
  }, 30_000);
});
