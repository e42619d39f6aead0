// HAProxy in front of the app processes, for `npm run bench -- cluster`: the
// config is written to a temporary directory, HAProxy runs in the foreground
// as a child of the benchmark (`-db`) and is stopped at the end. Debian's
// package (`apt-get install haproxy`) puts it at /usr/sbin/haproxy.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Backend = { name: string; port: number };
export type Haproxy = { url: string; config: string; stop: () => Promise<void> };

/** The header that names the app process that answered (HAProxy's server name). */
export const SERVED_BY = 'x-served-by';

/** HAPROXY, else Debian's /usr/sbin/haproxy, else `haproxy` on PATH; null when there is none. */
export function findHaproxy(): string | null {
  for (const bin of [process.env.HAPROXY, '/usr/sbin/haproxy', 'haproxy']) {
    if (!bin) continue;
    try {
      execFileSync(bin, ['-v'], { stdio: 'ignore' });
      return bin;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * Round robin over `backends`, each health-checked with GET `healthPath` every
 * second (down after 3 failures, up after 2 successes; a check may take 3 s,
 * as a busy process answers late). A request whose
 * connection to a process fails is sent to another one (`retries`,
 * `option redispatch`); a request already sent to a process that then dies
 * gets a 502, and the client retries it with the same Idempotency-Key.
 */
export function haproxyConfig(port: number, backends: Backend[], healthPath: string): string {
  return `global
    nbthread 1
    maxconn 4096
    log stderr format raw local0

defaults
    mode http
    log global
    option httplog
    # Only what went wrong: a 5xx, a retry, a redispatch, a server going down.
    option dontlog-normal
    # The client's address for the app's rate limits (TRUSTED_PROXIES); it also
    # keeps GET /metrics closed through the balancer (a forwarded request is not local).
    option forwardfor
    timeout connect 1s
    timeout client 60s
    timeout server 30s
    timeout http-keep-alive 60s # longer than a pause between measurements: no idle-close race
    retries 3
    option redispatch 1

frontend owo
    bind 127.0.0.1:${port}
    default_backend app

backend app
    balance roundrobin
    option httpchk GET ${healthPath}
    http-check expect status 200
    timeout check 3s
    default-server check inter 1s fall 3 rise 2
    http-response set-header ${SERVED_BY} %[srv_name]
${backends.map((b) => `    server ${b.name} 127.0.0.1:${b.port}`).join('\n')}
`;
}

/** Checks the config with `haproxy -c`, then runs HAProxy until `stop`. */
export async function startHaproxy(
  bin: string,
  port: number,
  backends: Backend[],
  healthPath = '/api/health',
): Promise<Haproxy> {
  const dir = mkdtempSync(join(tmpdir(), 'owo-bench-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  const config = haproxyConfig(port, backends, healthPath);
  writeFileSync(file, config);
  execFileSync(bin, ['-c', '-q', '-f', file], { stdio: 'inherit' });
  const child: ChildProcess = spawn(bin, ['-db', '-f', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  };
  // Ready when every backend has answered through it (each is up in HAProxy's eyes).
  const seen = new Set<string>();
  const started = Date.now();
  while (seen.size < backends.length) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}`);
    if (Date.now() - started > 20_000) {
      await stop();
      throw new Error(`haproxy saw only ${[...seen].join(', ') || 'no backend'} after 20 s`);
    }
    const name = await fetch(`${url}${healthPath}`).then(
      (r) => (r.ok ? r.headers.get(SERVED_BY) : null),
      () => null,
    );
    if (name) seen.add(name);
    else await new Promise((ok) => setTimeout(ok, 100));
  }
  return { url, config, stop };
}
