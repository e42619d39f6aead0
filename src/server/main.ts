import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabaseUrl } from './database.ts';
import { createDeps } from './deps.ts';
import {
  adoptSetupCodeHash,
  announceSetupCode,
  setupCodeHashHex,
} from './features/admin-setup/setup-code.ts';
import { keepConnectionsAlive } from './http/keep-alive.ts';
import { startJobs } from './jobs/jobs.ts';
import { createLogger } from './log.ts';

const config = configOrExit();
/** How long the primary waits before it replaces an app process that died (no busy loop). */
const RESPAWN_DELAY_MS = 1000;
const log = createLogger(config.LOG_LEVEL);

/** A refused setting stops the server with the reason, not a stack trace. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

/**
 * Every stop waits for this, then exits; a stuck stop is cut after 10 s (plus the drain).
 * Answers the stop itself, for a reason other than a signal (then it exits with 1).
 */
function onStop(stop: () => Promise<void>) {
  let stopping = false;
  const run = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // A background job fetched just as the queue stopped can still end after
    // the pool has closed; its late failure must not turn a clean stop into a crash.
    process.on('unhandledRejection', (err) =>
      log.warn({ err }, 'ignored while shutting down: a late background failure'),
    );
    setTimeout(() => process.exit(1), 10_000 + config.SHUTDOWN_DRAIN_S * 1000).unref();
    await stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void run('SIGINT'));
  process.on('SIGTERM', () => void run('SIGTERM'));
  return (reason: string) => run(reason, 1);
}

/**
 * A port already taken (a second `npm start`) stops the server with what to do, not a stack
 * trace, once `close` has closed the pool and stopped the database this process started.
 */
function exitIfCannotListen(server: Server, close: () => Promise<void>) {
  server.once('error', (err: NodeJS.ErrnoException) => {
    const where = `${config.host}:${config.PORT}`;
    console.error(
      err.code === 'EADDRINUSE'
        ? `\nOwo cannot start: ${where} is already in use, perhaps by Owo started earlier. Stop that one, or start this one on another port (PORT=${config.PORT + 1} npm start).\n`
        : `\nOwo cannot listen on ${where}: ${err.message}\n`,
    );
    void close().finally(() => process.exit(1));
  });
}

/**
 * One HTTP server on the shared port; answers a function that closes it. `stopDatabase` is for
 * a server that cannot listen at all.
 */
function listen(databaseUrl: string, announce: boolean, stopDatabase = async () => {}) {
  const deps = createDeps(config, databaseUrl, log, config.DATABASE_POOL_SIZE);
  const lifecycle = { stopping: false };
  const app = createApp({ ...deps, lifecycle });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.host }, (info) => {
    if (!announce) return;
    const url = `http://${info.address === '0.0.0.0' ? '127.0.0.1' : info.address}:${info.port}`;
    log.info(
      { url, botCheck: config.botCheck, mail: deps.mailer.kind, storage: deps.storage.kind },
      'Owo is ready',
    );
    console.log(`\n  Owo is running at ${url}\n`);
  });
  keepConnectionsAlive(server as Server);
  exitIfCannotListen(server as Server, async () => {
    await deps.pool.end().catch(() => {});
    await stopDatabase().catch((err) => log.error({ err }, 'database stop failed'));
  });
  // The background jobs start once the server answers: a requery may call the
  // VTpass simulator, which this same server serves.
  const jobs = new Promise<Awaited<ReturnType<typeof startJobs>> | null>((ok) =>
    server.once('listening', () =>
      startJobs(deps).then(ok, (err) => {
        log.error({ err }, 'background jobs did not start');
        ok(null);
      }),
    ),
  );
  // GET /metrics reports the queues' depth and failures once they run here.
  void jobs.then((j) => deps.metrics.watchJobs(j?.boss ?? null));
  return async () => {
    // Readiness answers 503 from now on; a balancer that checks it stops
    // sending new requests during the drain, while this process still serves.
    lifecycle.stopping = true;
    if (config.SHUTDOWN_DRAIN_S > 0) {
      log.info({ seconds: config.SHUTDOWN_DRAIN_S }, 'draining: readiness answers 503');
      await new Promise((ok) => setTimeout(ok, config.SHUTDOWN_DRAIN_S * 1000));
    }
    await (await jobs)?.stop().catch((err) => log.error({ err }, 'jobs stop failed'));
    await new Promise<void>((ok) => server.close(() => ok()));
    await deps.pool.end().catch(() => {});
    await deps.replica?.end().catch(() => {});
  };
}

if (cluster.isWorker) {
  // A worker of WEB_CONCURRENCY > 1: the primary owns the database (and issues the setup code).
  adoptSetupCodeHash(process.env.OWO_SETUP_CODE_HASH);
  const closeServer = listen(process.env.OWO_WORKER_DATABASE_URL ?? '', false);
  onStop(closeServer);
} else {
  if (!config.mail)
    log.warn('MAIL=off: no e-mail is sent (sign-up confirmations, password resets)');
  if (config.production && !config.admin2faRequired)
    log.warn('ADMIN_2FA_REQUIRED=false: an administrator password alone opens the back office');
  const database = await openDatabaseUrl(config, log, 'server');
  await migrateDatabase(database, config, log);
  await announceSetupCode(database.url, config.production, log);
  if (config.WEB_CONCURRENCY === 1) {
    const closeServer = listen(database.url, true, database.stop);
    onStop(async () => {
      await closeServer();
      await database.stop().catch((err) => log.error({ err }, 'database stop failed'));
    });
  } else {
    const fork = () =>
      cluster.fork({
        OWO_WORKER_DATABASE_URL: database.url,
        OWO_SETUP_CODE_HASH: setupCodeHashHex(),
      });
    const workers = new Set(Array.from({ length: config.WEB_CONCURRENCY }, fork));
    let listening = 0;
    let ready = false;
    let stopping = false;
    cluster.on('listening', () => {
      if (ready || ++listening !== config.WEB_CONCURRENCY) return;
      ready = true;
      const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.PORT}`;
      log.info({ url, workers: workers.size, botCheck: config.botCheck }, 'Owo is ready');
      console.log(`\n  Owo is running at ${url} (${workers.size} processes)\n`);
    });
    const stopAll = onStop(async () => {
      stopping = true;
      const exited = [...workers].map(
        (w) => new Promise((ok) => (w.isDead() ? ok(null) : w.once('exit', ok))),
      );
      for (const w of workers) w.process.kill('SIGTERM');
      await Promise.all(exited);
      await database.stop().catch((err) => log.error({ err }, 'database stop failed'));
    });
    // Before they all listen, a process that ends (a port already taken) ends the others. After,
    // one that dies (a crash, the kernel's out-of-memory killer) is replaced a second later, so
    // the port keeps its processes.
    cluster.on('exit', (worker, code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!ready) return void stopAll('a process could not start');
      log.error({ pid: worker.process.pid, code, signal }, 'an app process died: starting another');
      setTimeout(() => {
        if (!stopping) workers.add(fork());
      }, RESPAWN_DELAY_MS);
    });
  }
}
