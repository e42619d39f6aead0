import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { botCheckMessages } from '#shared/bot-check-messages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { altchaSpent } from '../db/schema/bot-check.ts';
import type { Logger } from '../log.ts';

/** Header that carries the widget's token on sign-up, sign-in and password-reset requests. */
export const BOT_CHECK_HEADER = 'x-captcha-response';

/** A phone solves 50,000 SHA-256 hashes well under a second; a bot pays for each attempt. */
export const ALTCHA_MAX_NUMBER = 50_000;
export const ALTCHA_TTL_MS = 10 * 60_000;
const CLEANUP_EVERY_MS = 10 * 60_000;
const TURNSTILE_TIMEOUT_MS = 5_000;

export type BotCheck = {
  kind: Config['botCheck'];
  /** The answer to a missing or wrong token, shown to the user as it is (botCheckMessages). */
  failedMessage: string;
  /** True when the token proves a human (or the check is off). Never throws. */
  verify: (token: string | undefined | null, remoteIp: string | null) => Promise<boolean>;
};

const AltchaPayload = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().min(1).max(128),
  number: z.number().int().min(0).max(ALTCHA_MAX_NUMBER),
  salt: z.string().min(1).max(256),
  signature: z.string().min(1).max(128),
});

export function createAltchaChallenge(config: Config, now = Date.now()) {
  return createChallenge({
    hmacKey: config.altchaHmacKey,
    maxNumber: ALTCHA_MAX_NUMBER,
    expires: new Date(now + ALTCHA_TTL_MS),
  });
}

function decodeAltcha(token: string) {
  if (token.length > 2048) return null;
  try {
    const parsed = AltchaPayload.safeParse(
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createBotCheck(config: Config, db: Db, log: Logger): BotCheck {
  const failedMessage = botCheckMessages(config.botCheck).failed;
  if (config.botCheck === 'off') return { kind: 'off', failedMessage, verify: async () => true };
  if (config.botCheck === 'turnstile')
    return { kind: 'turnstile', failedMessage, verify: turnstileVerifier(config, log) };

  let lastCleanup = 0;
  const cleanup = () => {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    db.delete(altchaSpent)
      .where(lt(altchaSpent.expiresAt, sql`now()`))
      .catch((err: unknown) => log.warn({ err }, 'altcha_spent cleanup failed'));
  };

  return {
    kind: 'altcha',
    failedMessage,
    verify: async (token) => {
      const payload = token ? decodeAltcha(token) : null;
      if (!payload) return false;
      if (!(await verifySolution(payload, config.altchaHmacKey, true))) return false;
      const expires = Number(extractParams(payload).expires);
      if (!Number.isFinite(expires)) return false;
      // Single use: the first request to record the signature wins.
      const spent = await db
        .insert(altchaSpent)
        .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: altchaSpent.signature });
      cleanup();
      return spent.length === 1;
    },
  };
}

const TurnstileAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/** Cloudflare's siteverify: https://developers.cloudflare.com/turnstile/get-started/server-side-validation/ */
function turnstileVerifier(config: Config, log: Logger) {
  return async (token: string | undefined | null, remoteIp: string | null) => {
    if (!token || token.length > 2048 || !config.TURNSTILE_SECRET_KEY) return false;
    const form = new URLSearchParams({ secret: config.TURNSTILE_SECRET_KEY, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetch(config.TURNSTILE_VERIFY_URL, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TURNSTILE_TIMEOUT_MS),
      });
      const answer = TurnstileAnswer.safeParse(await res.json());
      if (!answer.success) {
        log.warn({ status: res.status }, 'Turnstile answered in an unexpected shape');
        return false;
      }
      if (!answer.data.success)
        log.info({ codes: answer.data['error-codes'] }, 'Turnstile refused a token');
      return answer.data.success;
    } catch (err) {
      // Fail closed: without Cloudflare's word we cannot tell a person from a script.
      log.warn({ err }, 'Turnstile verification unreachable');
      return false;
    }
  };
}
