import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignedValue } from './session.ts';

const secret = 'a-test-secret-of-enough-length-0123456789';
const sign = (value: string, key = secret) =>
  `${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

describe('verifySignedValue', () => {
  it('answers the token of a cookie signed with the secret', () => {
    expect(verifySignedValue(sign('tok.en-123'), secret)).toBe('tok.en-123');
  });

  it('refuses a tampered value, another key, a cut signature and junk', () => {
    const good = sign('token');
    expect(verifySignedValue(`x${good}`, secret)).toBeNull();
    expect(
      verifySignedValue(sign('token', 'another-secret-of-enough-length-000000'), secret),
    ).toBeNull();
    expect(verifySignedValue(good.slice(0, -1), secret)).toBeNull();
    expect(verifySignedValue('no-signature', secret)).toBeNull();
    expect(verifySignedValue('', secret)).toBeNull();
    expect(verifySignedValue(undefined, secret)).toBeNull();
  });
});
