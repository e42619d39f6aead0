import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { Gauge, type Registry } from 'prom-client';

/** The database pools' use, read from the pools when Prometheus scrapes. */
export function poolGauges(registers: Registry[], pools: Record<string, pg.Pool>) {
  const gauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const [label, p] of Object.entries(pools)) this.set({ pool: label }, read(p));
      },
    });
  gauge('owo_db_pool_connections', 'Connections the pool holds open', (p) => p.totalCount);
  gauge('owo_db_pool_idle', 'Open connections not in use', (p) => p.idleCount);
  gauge('owo_db_pool_waiting', 'Queries waiting for a connection', (p) => p.waitingCount);
  gauge('owo_db_pool_max', 'Connections the pool may open', (p) => p.options.max ?? 10);
}

/** pg-boss keeps these to itself. */
const internal = (queue: string) => queue.startsWith('__pgboss');

/**
 * The job queues' depth (pg-boss's getQueueSize: jobs waiting, retries
 * included) and the jobs that failed for good (pg-boss keeps them in its job
 * table until it archives them, 12 hours later by default), read when
 * Prometheus scrapes, once `watch` names the queue. Nothing while the database
 * does not answer.
 */
export function jobGauges(registers: Registry[], pool: pg.Pool) {
  let boss: PgBoss | null = null;
  new Gauge({
    name: 'owo_job_queue_size',
    help: 'Jobs waiting in a queue (created or to be retried), from pg-boss getQueueSize',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      if (!boss) return;
      const b = boss;
      try {
        const queues = (await b.getQueues()).map((q) => q.name).filter((q) => !internal(q));
        const sizes = await Promise.all(queues.map((q) => b.getQueueSize(q)));
        for (const [i, queue] of queues.entries()) this.set({ queue }, sizes[i] ?? 0);
      } catch {
        // The database does not answer: no figure rather than a wrong one.
      }
    },
  });
  new Gauge({
    name: 'owo_job_queue_failed',
    help: 'Jobs that failed for good (retries spent) and are not archived yet, by queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      if (!boss) return;
      try {
        const { rows } = await pool.query<{ queue: string; n: number }>(
          `SELECT q.name AS queue, count(j.id)::int AS n
             FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name AND j.state = 'failed'
            GROUP BY q.name`,
        );
        for (const r of rows) if (!internal(r.queue)) this.set({ queue: r.queue }, r.n);
      } catch {
        // As above.
      }
    },
  });
  return {
    watch(b: PgBoss | null) {
      boss = b;
    },
  };
}
