import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, newIdempotencyKey } from './api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('throws a typed ApiError with the server code and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'INSUFFICIENT_FUNDS', message: 'Not enough money' } },
          { status: 422 },
        ),
      ),
    );
    const err = await api('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough money',
    });
  });

  it('sends JSON and the Idempotency-Key header, and parses the answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    const body = await api<{ ok: boolean }>('/api/y', {
      method: 'POST',
      body: { amount: 150050 },
      idempotencyKey: 'key-1',
    });
    expect(body).toEqual({ ok: true });
    const init = fetch.mock.calls[0]![1];
    const headers = new Headers(init.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"amount":150050}');
  });

  it('answers a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('/api/z')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('newIdempotencyKey', () => {
  it('is a v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(UUID);
  });
});
