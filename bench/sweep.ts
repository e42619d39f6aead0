// `npx tsx bench/sweep.ts`: hot-wallet debits/s with each per-wallet mode
// (group commit, a limit of 6 in flight, nothing), interleaved, to justify the
// default. Same database setup as ledger.ts. MODES, SECONDS, REPS from the env.
import pg from 'pg';
import { freshDatabase, median, openServer } from './db.ts';
import { hotWallet, type QueueMode, withQueueMode } from './hot-wallet.ts';

const modes = (process.env.MODES ?? 'batch,limit,none').split(',') as QueueMode[];
const seconds = Number(process.env.SECONDS ?? 5);
const reps = Number(process.env.REPS ?? 2);

const server = await openServer();
const url = await freshDatabase(server.adminUrl, 'owo_bench', true);
const pool = new pg.Pool({ connectionString: url, max: 32 });
pool.on('error', (e) => console.error('idle database connection lost:', e.message));
const results: Record<string, number[]> = {};
for (let r = 0; r < reps; r++) {
  for (const mode of modes) {
    const res = await withQueueMode(mode, () => hotWallet(pool, url, { clients: 32, seconds }));
    results[mode] = [...(results[mode] ?? []), res.per_second];
    console.log(`${mode}: ${res.per_second}/s (errors ${res.errors}, exact ${res.balance_exact})`);
  }
}
for (const mode of modes) console.log(`${mode}: median ${median(results[mode]!)}/s`);
await pool.end();
await server.stop();
