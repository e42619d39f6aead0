import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/context.ts';

/** Every feature's routes, in one place. */
export function registerRoutes(app: OpenAPIHono<AppEnv>) {
  void app;
}
