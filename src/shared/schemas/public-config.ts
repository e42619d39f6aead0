import { z } from 'zod';

export const BOT_CHECK_MODES = ['altcha', 'turnstile', 'off'] as const;
export type BotCheckMode = (typeof BOT_CHECK_MODES)[number];

/** What the web app may know about the server's configuration: nothing secret. */
export const PublicConfigSchema = z.object({
  bot_check: z.enum(BOT_CHECK_MODES),
  turnstile_site_key: z.string().nullable(),
  google: z.boolean(),
  bank: z.object({ account_number: z.string(), bank_name: z.string(), account_name: z.string() }),
  support: z.object({ email: z.string(), phone: z.string() }),
  /** Minutes unused before the app locks (AUTO_LOCK_MINUTES); 0: never. */
  auto_lock_minutes: z.number().int(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
