import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '#server/log.ts';
import { adminExists } from './admin-setup.queries.ts';

/**
 * The one-time code that lets the first administrator be made in production.
 * Only its SHA-256 is kept, in memory: the code itself appears once, in the
 * server's log at start, to whoever can read that log. It is forgotten once an
 * administrator exists, and a restart issues a new one.
 */
let codeHash: Buffer | null = null;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Issues a fresh code (72 random bits, 12 URL-safe characters) and keeps its hash. */
export function issueSetupCode(): string {
  const code = randomBytes(9).toString('base64url');
  codeHash = sha256(code);
  return code;
}

/** The kept hash as hex, for the worker processes of the same server. */
export function setupCodeHashHex(): string | undefined {
  return codeHash?.toString('hex');
}

/** A worker adopts the hash its primary issued, so every process accepts the same code. */
export function adoptSetupCodeHash(hex: string | undefined) {
  codeHash = hex && /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : null;
}

export function forgetSetupCode() {
  codeHash = null;
}

/** Compares in constant time (both sides are 32-byte hashes), so timing tells nothing. */
export function setupCodeMatches(code: string): boolean {
  return codeHash !== null && timingSafeEqual(sha256(code), codeHash);
}

/**
 * At start: while no administrator exists, a production server issues a code
 * and prints it; elsewhere it only says how to make the first administrator.
 */
export async function announceSetupCode(
  databaseUrl: string,
  production: boolean,
  log: Logger,
): Promise<void> {
  // Before the server's own pool exists: one connection, closed at once.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    if (await adminExists(pool)) return;
    if (!production) {
      log.info(
        'No administrator yet: open /olorioko001-setup or run npm run cli -- make-admin EMAIL',
      );
      return;
    }
    const code = issueSetupCode();
    log.warn('No administrator yet: the admin setup code is printed on the console');
    console.log(`\n  No administrator yet. Admin setup code (one-time): ${code}\n`);
  } finally {
    await pool.end();
  }
}
