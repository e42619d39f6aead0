import { z } from 'zod';

/** better-auth's answer to GET /api/auth/get-session (null when signed out): the fields the web app reads. */
export const SessionSchema = z.object({
  session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    /** An authenticator app confirms this user's sign-ins (better-auth's two-factor plugin). */
    twoFactorEnabled: z.boolean(),
  }),
});
export type Session = z.infer<typeof SessionSchema>;
