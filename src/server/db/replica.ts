import pg from 'pg';

/** What the last look at the replica found. */
export type ReplicaState =
  | { usable: true; lagSeconds: number }
  | { usable: false; reason: 'replica-behind'; lagSeconds: number | null }
  | { usable: false; reason: 'replica-unavailable' };

export type Replica = {
  /** The replica's own pool: back-office reads only, never a write. */
  pool: pg.Pool;
  maxLagSeconds: number;
  /** The replica's state, measured at most once per `checkEveryMs` (concurrent callers share one look). */
  state: () => Promise<ReplicaState>;
  /** A read on the replica just failed to connect: it is unavailable until the next look. */
  markUnavailable: () => void;
  end: () => Promise<void>;
};

/**
 * The replica's replay lag in seconds. Measured on the replica: everything it
 * received is replayed means no lag, however long ago the primary last wrote
 * (an idle primary must not look like a lagging replica); otherwise the age of
 * the last transaction replayed. Null: nothing replayed since it started, so
 * unknown. A server that is not in recovery is itself up to date.
 */
const LAG_SQL = `
  SELECT CASE
    WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
    ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())
  END::float8 AS lag`;

const CONNECT_TIMEOUT_MS = 2_000;
/** A failed look is repeated no sooner than this, so a dead replica costs one timeout per interval. */
const RETRY_AFTER_FAILURE_MS = 2_000;

export function createReplica(
  url: string,
  opts: { maxLagSeconds: number; poolSize: number; checkEveryMs?: number },
): Replica {
  const checkEveryMs = opts.checkEveryMs ?? 1_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'owo-reports',
  });
  pool.on('error', () => {
    // An idle client lost its connection (the replica restarted); the next look notices.
  });
  let last: { at: number; state: ReplicaState } | undefined;
  let looking: Promise<ReplicaState> | undefined;
  const unavailable: ReplicaState = { usable: false, reason: 'replica-unavailable' };

  const look = async (): Promise<ReplicaState> => {
    try {
      const { rows } = await pool.query<{ lag: number | null }>({
        text: LAG_SQL,
        query_timeout: CONNECT_TIMEOUT_MS,
      } as pg.QueryConfig);
      const lag = rows[0]?.lag ?? null;
      if (lag !== null && lag <= opts.maxLagSeconds) return { usable: true, lagSeconds: lag };
      return {
        usable: false,
        reason: 'replica-behind',
        lagSeconds: lag === null ? null : Math.round(lag),
      };
    } catch {
      return unavailable;
    }
  };

  const fresh = () => {
    if (!last) return false;
    const ttl = last.state.usable ? checkEveryMs : Math.max(checkEveryMs, RETRY_AFTER_FAILURE_MS);
    return Date.now() - last.at < ttl;
  };

  return {
    pool,
    maxLagSeconds: opts.maxLagSeconds,
    state: async () => {
      if (last && fresh()) return last.state;
      looking ??= look().then((state) => {
        last = { at: Date.now(), state };
        looking = undefined;
        return state;
      });
      return looking;
    },
    markUnavailable: () => {
      last = { at: Date.now(), state: unavailable };
    },
    end: () => pool.end(),
  };
}

/** SQLSTATEs and socket errors after which a read on the replica is simply read on the primary. */
const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * True when `e` says the replica could not answer (rather than that the query
 * was wrong): it is down, restarting, or unreachable. Class 08 is every
 * connection exception.
 */
export function isReplicaDown(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: string }).code ?? '';
  if (code.startsWith('08') || CONNECTION_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(
    e.message,
  );
}

/**
 * A replica cancels a read that holds back the replay of a change it must
 * apply (40001 "conflict with recovery", 40P01 on a buffer pin): the same read
 * on the primary then answers.
 */
export const isRecoveryConflict = (e: unknown) =>
  e instanceof Error && ['40001', '40P01'].includes((e as { code?: string }).code ?? '');
