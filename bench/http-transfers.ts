import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';
import { freePort } from '#server/db/embedded.ts';
import { walletBalances } from '#server/ledger/accounts.ts';
import { fund } from '#server/ledger/test-support.ts';
import { PIN_HEADER } from '#shared/schemas/pin.ts';

// HTTP transfers through the real app: `src/server/main.ts` as a child process
// (BOT_CHECK=off, RATE_LIMIT=off), users signed up and signed in through
// better-auth, each with a transaction PIN set through PUT /api/me/pin, then
// POST /api/transfers with an Idempotency-Key, the session cookie and the PIN,
// from `clients` concurrent loops.

export type AppServer = {
  url: string;
  stop: () => Promise<void>;
  /** The process group's id (node, or npx, tsx and node), for SIGKILL or taskset. */
  pid: number;
  /** SIGKILL to the whole process group: no clean-up of any kind, as when a machine dies. */
  kill: () => Promise<void>;
};

/** Signals a process group; false once none of it is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(group, signal);
    return true;
  } catch {
    return false;
  }
}

export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  script = 'src/server/main.ts',
  healthPath = '/api/health',
): Promise<AppServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  // A compiled server (`.js`, as `npm run build` makes it) runs with plain Node, as in production.
  const [command, args] = script.endsWith('.js')
    ? [process.execPath, ['--enable-source-maps', script]]
    : ['npx', ['tsx', script]];
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      BOT_CHECK: 'off',
      RATE_LIMIT: 'off',
      // The benchmarks measure the ledger; `-- deposits` measures the tiers' cost.
      KYC_LIMITS: process.env.KYC_LIMITS ?? 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stop() ends all of it (npx, tsx and node) together
  });
  const stop = async () => {
    if (!child.pid) return;
    const group = -child.pid;
    if (!signalGroup(group, 'SIGTERM')) return;
    // npx exits at once; the app itself drains and stops its jobs (it cuts a stuck stop after
    // 10 s). Wait for the whole group, then kill what is left: the benchmark drops the
    // database next, which an app still stopping would see vanish under it.
    const until = Date.now() + 12_000;
    while (signalGroup(group, 0) && Date.now() < until)
      await new Promise((ok) => setTimeout(ok, 100));
    signalGroup(group, 'SIGKILL');
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((ok) => child.once('exit', ok));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  };
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${healthPath}`);
      if (res.ok) return { url, stop, kill, pid: child.pid ?? 0 };
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  await stop();
  throw new Error('the app did not become healthy within 120 s');
}

export type BenchUser = { id: string; email: string; cookie: string };

/** Every bench user's transaction PIN and password. */
export const BENCH_PIN = '2468';
export const BENCH_PASSWORD = 'bench-password-123';

/** The cookies a Set-Cookie list sets (not those it clears), as a Cookie header. */
export const cookieHeader = (setCookies: string[]) =>
  setCookies
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');

/** The session cookie better-auth set, as a Cookie header. */
export const cookieFrom = (res: Response) => cookieHeader(res.headers.getSetCookie());

async function signUp(app: Pick<AppServer, 'url'>, pool: pg.Pool, n: number): Promise<BenchUser> {
  const email = `bench-${n}-${randomUUID().slice(0, 8)}@bench.test`;
  const password = BENCH_PASSWORD;
  const headers = { 'content-type': 'application/json', origin: app.url };
  const up = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench ${n}`, email, password }),
  });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  await pool.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
  const inRes = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!inRes.ok) throw new Error(`sign-in failed: ${inRes.status} ${await inRes.text()}`);
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  const cookie = cookieFrom(inRes);
  const pin = await fetch(`${app.url}/api/me/pin`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ pin: BENCH_PIN, current_password: password }),
  });
  if (!pin.ok) throw new Error(`setting the PIN failed: ${pin.status} ${await pin.text()}`);
  return { id: rows[0]!.id, email, cookie };
}

/** Signs up `count` users (a few at a time: password hashing is slow on purpose) and funds them. */
export async function prepareUsers(
  app: Pick<AppServer, 'url'>,
  pool: pg.Pool,
  count: number,
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, count - i) }, (_, j) => signUp(app, pool, i + j)),
    );
    users.push(...batch);
  }
  for (const u of users) await fund(pool, u.id, 'NGN', 1_000_000_000);
  return users;
}

// node:http with keep-alive rather than fetch: the load generator shares the
// machine's cores with the app and PostgreSQL, so it should cost as little as
// pgbench's C client does.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export const closeHttpClient = () => agent.destroy();

/** One request through the keep-alive client: its status and the cookies it set. */
export function request(
  base: string,
  path: string,
  opts: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer } = {},
) {
  const { hostname, port } = new URL(base);
  const body = opts.body ?? '';
  return new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname,
        port,
        path,
        method: opts.method ?? 'GET',
        headers: {
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          origin: base,
          ...opts.headers,
        },
      },
      (res) => {
        res.resume(); // drain the body so the socket can be reused
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** POSTs JSON with the session, an Idempotency-Key and the PIN; answers the status. */
export async function post(
  base: string,
  path: string,
  opts: { cookie: string; key: string; body: string },
) {
  const res = await request(base, path, {
    method: 'POST',
    body: opts.body,
    headers: {
      'content-type': 'application/json',
      cookie: opts.cookie,
      'idempotency-key': opts.key,
      [PIN_HEADER]: BENCH_PIN,
    },
  });
  return res.status;
}

export type HttpTransfersResult = {
  clients: number;
  users: number;
  seconds: number;
  ok: number;
  per_second: number;
  non_2xx: number;
  errors: number;
  conserved: boolean;
};

export async function httpTransfers(
  app: AppServer,
  pool: pg.Pool,
  users: BenchUser[],
  opts: { clients: number; seconds: number },
): Promise<HttpTransfersResult> {
  const total = async () => {
    let sum = 0;
    for (const u of users) sum += (await walletBalances(pool, u.id)).NGN;
    return sum;
  };
  const before = await total();
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const loop = async (client: number) => {
    const from = users[client % users.length]!;
    let i = client;
    while (performance.now() < deadline) {
      const to = users[(client + 1 + (i++ % (users.length - 1))) % users.length]!;
      try {
        const status = await post(app.url, '/api/transfers', {
          cookie: from.cookie,
          key: randomUUID(),
          body: JSON.stringify({ to_email: to.email, currency: 'NGN', amount: 100 }),
        });
        if (status === 200) ok++;
        else if (non2xx++ === 0) console.error('transfer answered', status);
      } catch (e) {
        if (errors++ === 0) console.error('transfer failed:', e);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, (_, c) => loop(c)));
  const elapsed = (performance.now() - started) / 1000;
  return {
    clients: opts.clients,
    users: users.length,
    seconds: Number(elapsed.toFixed(2)),
    ok,
    per_second: Math.round(ok / elapsed),
    non_2xx: non2xx,
    errors,
    conserved: (await total()) === before,
  };
}
