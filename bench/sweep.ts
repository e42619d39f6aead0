// `npx tsx bench/sweep.ts`: hot-wallet debits/s for several per-wallet
// in-process limits (the walletLimiter), to choose its default. Same database
// setup as run.ts.
import pg from 'pg';
import { freshDatabase, median, openServer } from './db.ts';
import { hotWallet, withWalletLimit } from './hot-wallet.ts';

const limits = (process.env.LIMITS ?? '1,2,3,4,6,8,32').split(',').map(Number);
const seconds = Number(process.env.SECONDS ?? 5);
const reps = Number(process.env.REPS ?? 2);

const server = await openServer();
const url = await freshDatabase(server.adminUrl, 'owo_bench', true);
const pool = new pg.Pool({ connectionString: url, max: 32 });
const results: Record<string, number[]> = {};
for (let r = 0; r < reps; r++) {
  for (const limit of limits) {
    const res = await withWalletLimit(limit, () => hotWallet(pool, url, { clients: 32, seconds }));
    results[limit] = [...(results[limit] ?? []), res.per_second];
    console.log(
      `limit ${limit}: ${res.per_second}/s (errors ${res.errors}, exact ${res.balance_exact})`,
    );
  }
}
for (const limit of limits) console.log(`limit ${limit}: median ${median(results[limit]!)}/s`);
await pool.end();
await server.stop();
