import { resolve } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { secureHeaders } from 'hono/secure-headers';
import { handleAuth } from './auth/handler.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { compressAnswers } from './http/compression.ts';
import type { AppDeps, AppEnv } from './http/context.ts';
import { registerDocs } from './http/docs.ts';
import { handleError, validationError } from './http/error-handler.ts';
import { originCheck, requestLog, withDeps } from './http/middleware.ts';
import { serveWeb } from './http/web-assets.ts';
import { registerRoutes } from './routes.ts';

/** The built web app; WEB_DIR lets parallel test runs keep builds apart. */
export const WEB_DIST = resolve(process.env.WEB_DIR || 'dist/web');

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });

  app.use('*', withDeps(deps), requestLog);
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    }),
  );
  app.use('/api/*', originCheck);
  app.use('/api/*', compressAnswers);
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
  serveWeb(app, WEB_DIST);
  return app;
}
