// The user's name as better-auth's endpoints receive it (sign-up, update-user), held to the
// profile's rules; auth.ts's hooks call these.
import { APIError } from 'better-auth/api';
import { NAME_MAX_LENGTH } from '#shared/constants.ts';
import { cleanText, userText } from '#shared/schemas/text.ts';

/** better-auth endpoints whose body may carry the user's name. */
export const NAMED_PATHS = new Set(['/sign-up/email', '/update-user']);
const NameSchema = userText({ max: NAME_MAX_LENGTH });

/**
 * The name a person types is held to the profile's rules (no bidi, zero-width
 * or control characters, not blank, at most 100 characters), here on the
 * server whatever the form did. Sign-up's form asks no name and sends '';
 * the profile then shows the e-mail address until one is set.
 */
export function checkName(path: string, name: unknown) {
  if (name === undefined && path === '/update-user') return;
  if (name === '' && path === '/sign-up/email') return;
  const parsed = NameSchema.safeParse(name);
  if (!parsed.success)
    throw APIError.from('BAD_REQUEST', {
      code: 'VALIDATION_ERROR',
      message: `name: ${parsed.error.issues[0]?.message ?? 'is invalid'}`,
    });
}

/** A name that is not the user's typing (Google, the server itself): made clean and short, not refused. */
export const clipName = (name: string) => cleanText(name).slice(0, NAME_MAX_LENGTH);
