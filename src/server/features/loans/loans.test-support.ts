import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import { type Client, type LoansTest, loansApp, person } from '#test/support/loans.ts';

// Applying for a loan: the application checked with the shared schema, the
// documents by content and size, the Idempotency-Key, and what each user may see.

let loans: LoansTest;
let people: { ada: Client; bola: Client };

export const t = () => loans;
export const ada = () => people.ada;
export const bola = () => people.bola;

beforeAll(async () => {
  const { url } = await createTestDatabase(6);
  loans = loansApp(url);
  const [ada, bola] = await Promise.all([person(loans), person(loans)]);
  people = { ada, bola };
});

export const filesOf = (userId: string) => {
  try {
    return readdirSync(join(loans.deps.config.DATA_DIR, 'files', 'loan-documents', userId));
  } catch {
    return [];
  }
};
export const loansOf = async (userId: string) => {
  const { rows } = await loans.deps.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM loan_applications WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.n);
};
export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
