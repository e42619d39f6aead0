import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  markDefaultedLoans,
  markOverdueInstalments,
} from '#server/features/loans/loans.service.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';

// Loans for the browser tests (NODE_ENV=test and the seed token only: the
// guard of test-seed.routes.ts covers every /api/test/* path): a loan's unpaid
// instalments moved back in time, then the loan jobs' own runs, so a spec
// sees a loan defaulted by the real rule without waiting a month.

const Late = z.object({ days: z.number().int().min(1).max(3_650) });

export function registerTestLoanSeedRoutes(app: OpenAPIHono<AppEnv>) {
  /** Moves the loan's unpaid instalments `days` back, then runs the overdue and default jobs once. */
  app.post('/api/test/loans/:id/late', async (c) => {
    const body = Late.safeParse(await c.req.json().catch(() => null));
    if (!body.success) throw new AppError('VALIDATION_ERROR', body.error.issues[0]?.message ?? '');
    const { pool } = c.var.deps;
    const { rowCount } = await pool.query(
      `UPDATE loan_instalments SET due_date = due_date - $2::int, updated_at = now()
        WHERE loan_id = $1 AND paid_amount < amount`,
      [c.req.param('id'), body.data.days],
    );
    if (!rowCount) throw new AppError('NOT_FOUND', 'Loan not found or fully paid');
    await markOverdueInstalments(pool);
    const defaulted = await markDefaultedLoans(c.var.deps);
    return c.json({ moved: rowCount, defaulted }, 200);
  });
}
