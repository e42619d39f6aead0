import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX } from '#shared/constants.ts';
import { LedgerError } from './errors.ts';

/**
 * JSON with object keys sorted at every level and no whitespace, so the same
 * request always hashes the same however its keys were ordered. Keys whose
 * value is undefined are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
    return JSON.stringify(value);
  }
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
}

/** sha256 (hex) of the canonical JSON: what an idempotency key is bound to. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

const KEY = /^[\x21-\x7e]+$/;

/** The API's rule for Idempotency-Key values (1 to 255 printable characters). */
export function assertIdempotencyKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key.length === 0) {
    throw new LedgerError('IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key is required');
  }
  if (key.length > IDEMPOTENCY_KEY_MAX || !KEY.test(key)) {
    throw new LedgerError(
      'VALIDATION_ERROR',
      `Idempotency-Key: must be 1 to ${IDEMPOTENCY_KEY_MAX} printable characters`,
      'idempotency-key',
    );
  }
}
