import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { MAX_AMOUNT_MINOR, MAX_BALANCE_MINOR } from '#shared/constants.ts';
import { formatAmount } from '#shared/money.ts';
import type { AppEnv } from './context.ts';
import { errorBody } from './errors.ts';

const require = createRequire(import.meta.url);
const swaggerDir = join(require.resolve('swagger-ui-dist/package.json'), '..');
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
};

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Owo API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script></body></html>`;

/** OpenAPI JSON at /api/openapi.json and Swagger UI (served locally, no CDN) at /api/docs. */
export function registerDocs(app: OpenAPIHono<AppEnv>) {
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Owo API',
      version: '1.0.0',
      description: `Money is \`{ currency, amount }\` in integer minor units; one amount is at most ${MAX_AMOUNT_MINOR} (${formatAmount(MAX_AMOUNT_MINOR)}) and a wallet holds at most ${formatAmount(MAX_BALANCE_MINOR)}. Text never contains a NUL character. Errors are \`{ error: { code, message } }\`. Money-moving requests need an \`Idempotency-Key\` header. Authentication endpoints (better-auth) live under /api/auth.`,
    },
  });
  app.get('/api/docs', (c) => c.html(page));
  app.get('/api/docs/assets/init.js', (c) =>
    c.body("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui' });", 200, {
      'content-type': 'text/javascript',
    }),
  );
  app.get('/api/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
    const body = await readFile(join(swaggerDir, file));
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
}
