import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import type { AppEnv } from '#server/http/context.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import {
  PreferencesUpdateSchema,
  ProfileSchema,
  ProfileUpdateSchema,
} from '#shared/schemas/profile.ts';
import { updatePreferences, updateProfile } from './me.commands.ts';
import { getMe } from './me.service.ts';

const getMeRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['Profile'],
  summary: "The signed-in user's profile, balances in minor units",
  middleware: [requireUser] as const,
  responses: { 200: json(ProfileSchema), 401: errorResponses[401] },
});

const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const patchMeRoute = createRoute({
  method: 'patch',
  path: '/api/me',
  tags: ['Profile'],
  summary: 'Update personal information (empty fields are saved as null)',
  middleware: [requireUser] as const,
  request: body(ProfileUpdateSchema),
  responses: { 200: json(ProfileSchema), 400: errorResponses[400], 401: errorResponses[401] },
});

const patchPreferencesRoute = createRoute({
  method: 'patch',
  path: '/api/me/preferences',
  tags: ['Profile'],
  summary: 'Show Balance, notifications, e-mail alerts, biometric login, primary currency',
  middleware: [requireUser] as const,
  request: body(PreferencesUpdateSchema),
  responses: { 200: json(ProfileSchema), 400: errorResponses[400], 401: errorResponses[401] },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const meRoutes = [getMeRoute, patchMeRoute, patchPreferencesRoute] as const;

export function registerMeRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getMeRoute, async (c) => c.json(await getMe(c.var.deps.pool, c.var.user.id), 200));
  app.openapi(patchMeRoute, async (c) => {
    await updateProfile(c.var.deps.pool, c.var.user.id, c.req.valid('json'));
    return c.json(await getMe(c.var.deps.pool, c.var.user.id), 200);
  });
  app.openapi(patchPreferencesRoute, async (c) => {
    await updatePreferences(c.var.deps.pool, c.var.user.id, c.req.valid('json'));
    return c.json(await getMe(c.var.deps.pool, c.var.user.id), 200);
  });
}
