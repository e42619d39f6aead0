// `npm run bench`: every benchmark, one after the other; `npm run bench --
// ledger` or `npm run bench -- back-office` runs one. See bench/README.md.
const RUNS = {
  // pgbench, the hot wallet and HTTP transfers (bench/ledger.ts)
  ledger: () => import('./ledger.ts'),
  // the back office's lists and dashboard on 100,000 users and 1,000,000 transactions
  'back-office': () => import('./back-office.ts'),
  // airtime purchases against transfers, and 10,000 pending bills requeried
  bills: () => import('./bills.ts'),
  // withdrawal requests against transfers, and 10,000 processing withdrawals verified
  withdrawals: () => import('./withdrawals.ts'),
  // bank transfers into customers' own accounts, and the tier rules' cost on transfers
  deposits: () => import('./deposits.ts'),
  // start-to-healthy: the server through tsx against the compiled one, and `npm start`
  start: () => import('./start.ts'),
  // three app processes behind HAProxy: mixed traffic, one killed and restarted, one against three
  cluster: () => import('./cluster.ts'),
  // a year's account statement (5,000 transactions) as a PDF and a CSV through the app
  statements: () => import('./statements.ts'),
} as const;
type RunName = keyof typeof RUNS;

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(a in RUNS));
if (unknown.length) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(RUNS).join(', ')}`,
  );
  process.exit(2);
}
const chosen = (asked.length ? asked : Object.keys(RUNS)) as RunName[];
for (const name of chosen) {
  console.log(`\n=== ${name}`);
  await RUNS[name]();
}

export {};
