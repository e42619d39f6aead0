import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  STATEMENT_EMAILS_PER_HOUR,
  StatementEmailResultSchema,
  StatementPeriodSchema,
  StatementQuerySchema,
} from '#shared/schemas/statements.ts';
import { statementCsv } from './statements.csv.ts';
import { statementFileName } from './statements.model.ts';
import { statementPdf } from './statements.pdf.ts';
import { issueStatement, requestStatementEmail } from './statements.service.ts';

const tags = ['Statements'];

const getRoute = createRoute({
  method: 'get',
  path: '/api/statements',
  tags,
  summary: 'An account statement of one wallet over Lagos days, as a PDF or CSV file',
  description:
    'Opening balance (the ledger balance at Lagos midnight starting `from`), every transaction with the balance after it, totals in and out, closing balance (the ledger balance at the end of `to`). At most 366 days; `to` not after today in Lagos. Each statement is recorded under its reference.',
  middleware: [requireUser] as const,
  request: { query: StatementQuerySchema },
  responses: {
    200: {
      description: 'The statement as a file (Content-Disposition: attachment)',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'text/csv': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const emailRoute = createRoute({
  method: 'post',
  path: '/api/statements/email',
  tags,
  summary: 'E-mail me the statement of one wallet over Lagos days, as a PDF',
  description: `Answers 202 at once; the statement is built and mailed in the background. At most ${STATEMENT_EMAILS_PER_HOUR} an hour (429).`,
  middleware: [requireUser] as const,
  request: {
    body: { content: { 'application/json': { schema: StatementPeriodSchema } }, required: true },
  },
  responses: {
    202: json(StatementEmailResultSchema, 'Queued; the mail follows'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    429: errorResponses[429],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const statementRoutes = [getRoute, emailRoute] as const;

export function registerStatementRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getRoute, async (c) => {
    const { format, ...period } = c.req.valid('query');
    const statement = await issueStatement(c.var.deps, c.var.user.id, period, format);
    const headers = {
      'Content-Disposition': `attachment; filename="${statementFileName(statement, format)}"`,
      'Cache-Control': 'private, no-store',
      'X-Statement-Reference': statement.reference,
    };
    if (format === 'csv')
      return c.body(statementCsv(statement), 200, {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
      });
    const pdf = await statementPdf(statement);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Type': 'application/pdf',
    });
  });
  app.openapi(emailRoute, async (c) =>
    c.json(await requestStatementEmail(c.var.deps, c.var.user.id, c.req.valid('json')), 202),
  );
}
