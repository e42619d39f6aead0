import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack signs a webhook with HMAC-SHA512 of the raw body, keyed with the secret key, in hex. */
export function signWebhook(rawBody: string | Uint8Array, secretKey: string) {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** True when `signature` is the body's signature; constant time in the signature's content. */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signature: string | null | undefined,
  secretKey: string,
) {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
