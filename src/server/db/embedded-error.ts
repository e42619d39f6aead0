/**
 * The embedded PostgreSQL cannot run on this machine. The message is one
 * paragraph for the person at the terminal: why, and what to do instead.
 */
export class EmbeddedPostgresError extends Error {
  constructor(why: string) {
    super(
      `The embedded PostgreSQL cannot start: ${why}. Either fix that, or run a PostgreSQL server yourself and set DATABASE_URL (TEST_DATABASE_URL for the tests) to it, e.g. postgres://postgres@127.0.0.1:5432/postgres.`,
    );
    this.name = 'EmbeddedPostgresError';
  }
}
