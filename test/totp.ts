import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The base32 secret of an `otpauth://totp/...` URI, as an authenticator app reads it. */
export function totpSecret(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

/**
 * The current 6-digit code for an `otpauth://` URI, computed as an
 * authenticator app does, with the library better-auth itself verifies with.
 * `offset` moves the clock by whole periods (30 s).
 */
export async function totpCode(totpURI: string, offset = 0): Promise<string> {
  const otp = createOTP(base32.decode(totpSecret(totpURI)));
  return offset ? otp.hotp(Math.floor(Date.now() / 30_000) + offset) : otp.totp();
}
