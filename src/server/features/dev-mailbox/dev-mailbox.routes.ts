import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import { mailboxPage } from './dev-mailbox.page.ts';
import { listMail } from './dev-mailbox.queries.ts';

const MailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

const Query = z.object({
  to: EmailSchema.optional().openapi({
    description: 'Only mail to this address; all recent mail when left out',
  }),
});

/** 404 in production or when mail goes out over SMTP: checked before anything else. */
const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.deps.config.devMailbox)
    throw new AppError('NOT_FOUND', 'The development mailbox is not available');
  await next();
});

const route = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  tags: ['Development'],
  summary:
    'Mail the app sent, newest first (outside production, when no SMTP server is configured)',
  middleware: [devOnly] as const,
  request: { query: Query },
  responses: { 200: json(z.array(MailSchema)), 400: errorResponses[400], 404: errorResponses[404] },
});

export function registerDevMailboxRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const mail = await listMail(c.var.deps.pool, c.req.valid('query').to);
    // The API's fixed shape (API.md); the page below also names attached files.
    return c.json(
      mail.map(({ attachments: _, ...m }) => m),
      200,
    );
  });

  app.get('/dev/mailbox', devOnly, async (c) => {
    const parsed = EmailSchema.safeParse(c.req.query('to'));
    const to = parsed.success ? parsed.data : undefined;
    c.header('cache-control', 'no-store');
    return c.html(mailboxPage(await listMail(c.var.deps.pool, to), to));
  });
}
