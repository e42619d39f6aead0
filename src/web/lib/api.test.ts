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
    const err = await api('GET /api/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough money',
    });
  });

  it('keeps the field the answer names as at fault', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'FILE_TYPE_NOT_ALLOWED', message: 'Nope', field: 'document' } },
          { status: 400 },
        ),
      ),
    );
    const err = await api('GET /api/me').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: 'FILE_TYPE_NOT_ALLOWED', field: 'document' });
  });

  it('sends JSON and the Idempotency-Key header, and parses the answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    const body = await api('POST /api/wallets/convert', {
      body: { from: 'NGN', to: 'USD', amount: 150050 },
      idempotencyKey: 'key-1',
    });
    expect(body).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/wallets/convert');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"from":"NGN","to":"USD","amount":150050}');
  });

  it('sends the query, leaving out what is unset', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ items: [], next_cursor: null }),
    );
    vi.stubGlobal('fetch', fetch);
    await api('GET /api/transactions', {
      query: { q: 'rice & beans', limit: 5, cursor: undefined },
    });
    await api('GET /api/transactions');
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      '/api/transactions?q=rice+%26+beans&limit=5',
      '/api/transactions',
    ]);
    expect(fetch.mock.calls[0]![1].method).toBe('GET');
  });

  it('answers a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('GET /api/rates')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
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
