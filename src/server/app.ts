import { resolve } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { handleAuth } from './auth/handler.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { bodyLimits } from './http/body-limit.ts';
import { compressAnswers } from './http/compression.ts';
import type { AppDeps, AppEnv } from './http/context.ts';
import { registerDocs } from './http/docs.ts';
import { handleError, validationError } from './http/error-handler.ts';
import { errorBody } from './http/errors.ts';
import { originCheck, requestLog, withDeps } from './http/middleware.ts';
import { refuseNul } from './http/refuse-nul.ts';
import { readOwnWrites } from './http/report-reads.ts';
import { noStoreJson, securityHeaders } from './http/security-headers.ts';
import { serveWeb } from './http/web-assets.ts';
import { registerMetricsRoute } from './metrics/metrics.routes.ts';
import { WEBHOOK_PATH } from './providers/paystack/paystack.ts';
import { OWN_BODY_LIMITS, registerRoutes } from './routes.ts';

/** The built web app, read as each app is made; WEB_DIR lets parallel test runs keep builds apart. */
const webDist = () => resolve(process.env.WEB_DIR || 'dist/web');

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });

  app.use('*', withDeps(deps), requestLog);
  app.use('*', securityHeaders);
  app.use('/api/*', noStoreJson);
  app.use('/api/*', originCheck([WEBHOOK_PATH]));
  app.use('*', bodyLimits(OWN_BODY_LIMITS));
  app.use('/api/*', refuseNul);
  app.use('/api/*', compressAnswers);
  app.use('/api/admin/*', readOwnWrites);
  app.onError(handleError);

  app.on(['GET', 'POST'], '/api/auth/*', handleAuth(deps));
  registerHealthRoutes(app);
  registerMetricsRoute(app);
  registerRoutes(app);
  registerDocs(app);

  app.all('/api/*', (c) =>
    c.json(errorBody('NOT_FOUND', `No route ${c.req.method} ${c.req.path}`), 404),
  );
  serveWeb(app, webDist());
  return app;
}
