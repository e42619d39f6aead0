import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.ts';
import { createTestDatabase } from '#test/db.ts';
import { appendAudit } from './audit.service.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});

describe('audit log', () => {
  it('appends a row with the actor e-mail, and commits or rolls back with the change', async () => {
    const entry = {
      actorId: 'nobody',
      action: 'user.status',
      targetType: 'user',
      targetId: 'u1',
      before: { is_active: true },
      after: { is_active: false },
    };
    await inTransaction(db.pool, (client) => appendAudit(client, entry));
    await inTransaction(db.pool, async (client) => {
      await appendAudit(client, { ...entry, targetId: 'u2' });
      throw new Error('the change failed');
    }).catch(() => undefined);
    const { rows } = await db.pool.query(
      'SELECT actor_email, action, target_id, before, after FROM audit_log',
    );
    expect(rows).toEqual([
      {
        actor_email: 'nobody',
        action: 'user.status',
        target_id: 'u1',
        before: { is_active: true },
        after: { is_active: false },
      },
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even for the table owner', async () => {
    for (const sql of [
      'UPDATE audit_log SET action = $$x$$',
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
      'TRUNCATE ledger_entries CASCADE',
    ]) {
      await expect(db.pool.query(sql), sql).rejects.toThrow(/append-only/);
    }
    const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM audit_log');
    expect(rows[0].n).toBe(1);
  });

  it('keeps a text with a lone surrogate, as U+FFFD, instead of failing the change', async () => {
    await inTransaction(db.pool, (client) =>
      appendAudit(client, {
        actorId: 'nobody',
        action: 'wallet.credit',
        targetType: 'wallet',
        targetId: 'u3:NGN',
        before: null,
        after: { description: 'a\ud800b', pair: '\ud83d\ude00' },
      }),
    );
    const { rows } = await db.pool.query(`SELECT after FROM audit_log WHERE target_id = 'u3:NGN'`);
    expect(rows[0].after).toEqual({ description: 'a\ufffdb', pair: '\ud83d\ude00' });
  });
});
