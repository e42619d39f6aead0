import pg from 'pg';

/**
 * The app runs as a role that owns nothing; migrations run as the tables'
 * owner. An owner (or a superuser) could `ALTER TABLE audit_log DISABLE
 * TRIGGER` or TRUNCATE it, so the append-only triggers would hold only while
 * the app chose to respect them. The app's role gets row access and no more.
 */

/** The app's role on the embedded database (its superuser runs the migrations). */
export const EMBEDDED_APP_ROLE = 'owo_app';
/** The embedded server listens on 127.0.0.1 only, and its superuser's password is fixed too. */
export const EMBEDDED_APP_PASSWORD = 'owo_app';

/** Tables the app may add to and read, never change: UPDATE, DELETE and TRUNCATE are refused. */
export const APPEND_ONLY_TABLES = [
  'audit_log',
  'ledger_entries',
  'rate_history',
  'customer_notes',
] as const;

/** pg-boss's schema: owned by the migration role too, see grantAppRole. */
const JOBS_SCHEMA = 'pgboss';

/** The role a connection URL signs in as (node-postgres's defaults when it names none). */
export function roleOf(url: string): string {
  return new pg.Client({ connectionString: url }).user ?? '';
}

/** `url` signing in as another role. */
export function withRole(url: string, role: string, password: string) {
  const u = new URL(url);
  u.username = encodeURIComponent(role);
  u.password = encodeURIComponent(password);
  return u.toString();
}

/**
 * Creates a login role with no powers (no superuser, no createdb, no
 * createrole) unless it exists. For the embedded database and the tests only:
 * on a server of one's own, the operator creates it (see db/README.md).
 */
export async function ensureLoginRole(adminUrl: string, role: string, password: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    if (rowCount) return;
    await client
      .query(
        `CREATE ROLE ${pg.escapeIdentifier(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE
           NOREPLICATION NOBYPASSRLS PASSWORD ${pg.escapeLiteral(password)}`,
      )
      .catch((err: { code?: string }) => {
        // Another process (a second test run on the same server) created it first.
        if (err.code !== '42710' && err.code !== '23505') throw err;
      });
  } finally {
    await client.end();
  }
}

/**
 * What the app's role may do, (re)applied after every migration run as the
 * owner, in one transaction: rows of every table (all of them revoked first,
 * so a hand-made grant does not linger), only INSERT and SELECT on the
 * append-only tables, the sequences, the functions, the job queue's tables,
 * and reading the record of applied migrations. Tables made later by the
 * owner get the row grants by default.
 */
export function appRoleGrants(role: string) {
  const app = pg.escapeIdentifier(role);
  const appendOnly = APPEND_ONLY_TABLES.join(', ');
  return `
    GRANT USAGE ON SCHEMA public TO ${app};
    REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${app};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app};
    REVOKE UPDATE, DELETE ON ${appendOnly} FROM ${app};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${app};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${app};

    -- Readiness (GET /api/health/ready) reads which migrations are applied.
    GRANT USAGE ON SCHEMA drizzle TO ${app};
    GRANT SELECT ON drizzle.__drizzle_migrations TO ${app};

    GRANT USAGE ON SCHEMA ${JOBS_SCHEMA} TO ${app};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${JOBS_SCHEMA} TO ${app};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${JOBS_SCHEMA} TO ${app};
    ALTER DEFAULT PRIVILEGES IN SCHEMA ${JOBS_SCHEMA} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app};
    -- A new queue is a new partition of pgboss.job, which only its owner may
    -- attach: the function that makes it runs as the owner (its names are all
    -- schema-qualified; the path keeps it so).
    ALTER FUNCTION ${JOBS_SCHEMA}.create_queue(text, json)
      SECURITY DEFINER SET search_path = pg_catalog, pg_temp;
  `;
}

/**
 * Whether `role` can act as the audit log's owner (is it, is a member of
 * it, or is a superuser): then nothing but the app's own restraint keeps
 * the log append-only.
 */
export async function roleOwnsAuditLog(client: pg.ClientBase, role: string) {
  const { rows } = await client.query<{ owner: boolean }>(
    `SELECT r.rolsuper OR pg_has_role(r.oid, c.relowner, 'MEMBER') AS owner
       FROM pg_roles r, pg_class c
      WHERE r.rolname = $1 AND c.oid = 'public.audit_log'::regclass`,
    [role],
  );
  return rows[0]?.owner ?? false;
}
