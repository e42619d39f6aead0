import { z } from 'zod';

/**
 * A session row's id as better-auth makes it (letters and digits): the handle
 * the devices list uses. Never the session's token, which is its secret.
 */
export const SessionIdSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'is not a session id' }),
});

export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** GET /api/me/sessions: one signed-in device. */
export const SignedInDeviceSchema = z.object({
  id: z.string(),
  /** From the user agent: "Chrome on Android", "Safari on iOS", "Unknown device". */
  device: z.string(),
  kind: z.enum(DEVICE_KINDS),
  /**
   * Where it signed in from, as far as the address tells without a location
   * database: "This network" (the server's own machine), "Local network"
   * (a private address), the public address itself, or "Unknown place".
   */
  place: z.string(),
  created_at: z.string(),
  /** The last time a person used it (a change, or moving in the app); reads alone do not count. */
  last_seen_at: z.string(),
  /** The device asking. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof SignedInDeviceSchema>;

export const SignedInDeviceListSchema = z.object({ items: z.array(SignedInDeviceSchema) });
export type SignedInDeviceList = z.infer<typeof SignedInDeviceListSchema>;

/** DELETE /api/me/sessions/:id. `current`: it was this device, which is now signed out. */
export const SessionSignedOutSchema = z.object({
  id: z.string(),
  signed_out: z.literal(true),
  current: z.boolean(),
});

/** POST /api/me/sessions/revoke-others: how many other devices were signed out. */
export const OtherSessionsSignedOutSchema = z.object({ signed_out: z.number().int() });
