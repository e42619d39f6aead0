import { describe, expect, it } from 'vitest';
import { assertIdempotencyKey, canonicalJson, requestHash } from './idempotency.ts';

describe('request hash', () => {
  it('ignores key order and undefined fields, and nothing else', () => {
    const a = { to: 'x@y', amount: 100, meta: { b: 1, a: [1, { d: 2, c: 3 }] }, note: undefined };
    const b = { meta: { a: [1, { c: 3, d: 2 }], b: 1 }, amount: 100, to: 'x@y' };
    expect(canonicalJson(a)).toBe('{"amount":100,"meta":{"a":[1,{"c":3,"d":2}],"b":1},"to":"x@y"}');
    expect(requestHash(a)).toBe(requestHash(b));
    expect(requestHash({ ...b, amount: 101 })).not.toBe(requestHash(b));
    expect(requestHash({ amount: '100' })).not.toBe(requestHash({ amount: 100 }));
    expect(requestHash(b)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses values JSON cannot carry faithfully', () => {
    expect(() => canonicalJson({ amount: Number.NaN })).toThrow();
    expect(() => canonicalJson({ f: () => 1 })).toThrow();
  });
});

describe('assertIdempotencyKey', () => {
  it('accepts 1 to 255 printable characters', () => {
    expect(() => assertIdempotencyKey('a')).not.toThrow();
    expect(() => assertIdempotencyKey('k'.repeat(255))).not.toThrow();
    expect(() => assertIdempotencyKey('')).toThrow(
      expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REQUIRED' }),
    );
    for (const bad of ['k'.repeat(256), 'with space', 'tab\t', 'é']) {
      expect(() => assertIdempotencyKey(bad)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR' }),
      );
    }
  });
});
