import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { handleAuth } from './auth/handler.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { bodyLimits } from './http/body-limit.ts';
import type { AppDeps, AppEnv } from './http/context.ts';
import { registerDocs } from './http/docs.ts';
import { handleError, validationError } from './http/error-handler.ts';
import { originCheck, requestLog, withDeps } from './http/middleware.ts';
import { refuseNul } from './http/refuse-nul.ts';
import { securityHeaders } from './http/security-headers.ts';
import { WEBHOOK_PATH } from './providers/paystack/paystack.ts';
import { OWN_BODY_LIMIT_PATHS, registerRoutes } from './routes.ts';

/** The built web app; WEB_DIR lets parallel test runs keep builds apart. */
export const WEB_DIST = resolve(process.env.WEB_DIR || 'dist/web');

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });

  app.use('*', withDeps(deps), requestLog);
  app.use('*', securityHeaders);
  app.use('/api/*', originCheck([WEBHOOK_PATH]));
  app.use('*', bodyLimits(OWN_BODY_LIMIT_PATHS));
  app.use('/api/*', refuseNul);
  app.onError(handleError);

  app.on(['GET', 'POST'], '/api/auth/*', handleAuth(deps));
  registerHealthRoutes(app);
  registerRoutes(app);
  registerDocs(app);

  app.all('/api/*', (c) =>
    c.json(
      { error: { code: 'NOT_FOUND', message: `No route ${c.req.method} ${c.req.path}` } },
      404,
    ),
  );
  serveWeb(app);
  return app;
}

/** The built web app; every other path gets index.html so the client router decides. */
function serveWeb(app: OpenAPIHono<AppEnv>) {
  if (!existsSync(WEB_DIST)) return;
  app.use(
    '/assets/*',
    serveStatic({
      root: WEB_DIST,
      rewriteRequestPath: (p) => p,
      onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: WEB_DIST }));
  let index: string | undefined;
  app.get('*', async (c) => {
    index ??= await readFile(join(WEB_DIST, 'index.html'), 'utf8');
    return c.html(index);
  });
}
