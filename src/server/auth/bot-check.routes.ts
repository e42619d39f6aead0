import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/context.ts';
import { errorBody } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { createAltchaChallenge } from './bot-check.ts';

const ChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

const route = createRoute({
  method: 'get',
  path: '/api/bot-check/challenge',
  tags: ['Auth'],
  summary: 'A fresh ALTCHA proof-of-work challenge (only when BOT_CHECK is altcha)',
  description:
    'Solve it with the ALTCHA widget and send the base64 payload in the `x-captcha-response` header of sign-up, sign-in and password-reset requests. Each solution is accepted once, within 10 minutes.',
  responses: { 200: json(ChallengeSchema), 404: errorResponses[404] },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const botCheckRoutes = [route] as const;

export function registerBotCheckRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { config } = c.var.deps;
    if (config.botCheck !== 'altcha')
      return c.json(errorBody('NOT_FOUND', `The bot check is ${config.botCheck}`), 404);
    c.header('cache-control', 'no-store');
    return c.json(await createAltchaChallenge(config), 200);
  });
}
