import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Fields whose values never reach a log line, at the top of a line or one
 * level down (`{ body: { password } }`): passwords, PINs, tokens, cookies, BVNs.
 * The field stays, with its value replaced, so a line still shows it was there.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'current_password',
  'new_password',
  'pin',
  'transfer_pin',
  'token',
  'secret',
  'cookie',
  'authorization',
  'x-transaction-pin',
  'x-captcha-response',
  'bvn',
];

export const REDACTED = '[redacted]';

/** The app's logger: JSON lines to stdout, or to `destination` (tests read what is written). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: SECRET_FIELDS.flatMap((f) => [`["${f}"]`, `*["${f}"]`]),
      censor: REDACTED,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
