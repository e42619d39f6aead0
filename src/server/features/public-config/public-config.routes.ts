import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '#server/config.ts';
import type { AppEnv } from '#server/http/context.ts';
import { json } from '#server/http/openapi.ts';
import { type PublicConfig, PublicConfigSchema } from '#shared/schemas/public-config.ts';

/** What the web app may know about the server's configuration: nothing secret. */
export function publicConfig(config: Config): PublicConfig {
  return {
    bot_check: config.botCheck,
    turnstile_site_key:
      config.botCheck === 'turnstile' ? (config.TURNSTILE_SITE_KEY ?? null) : null,
    google: config.google !== null,
    bank: {
      account_number: config.BANK_ACCOUNT_NUMBER,
      bank_name: config.BANK_NAME,
      account_name: config.BANK_ACCOUNT_NAME,
    },
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    auto_lock_minutes: config.AUTO_LOCK_MINUTES,
  };
}

const route = createRoute({
  method: 'get',
  path: '/api/config/public',
  tags: ['System'],
  summary:
    'Bot-check mode, Google sign-in, bank-transfer details, support contacts and the auto-lock time for the web app',
  responses: { 200: json(PublicConfigSchema) },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const publicConfigRoutes = [route] as const;

export function registerPublicConfigRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => c.json(publicConfig(c.var.deps.config), 200));
}
