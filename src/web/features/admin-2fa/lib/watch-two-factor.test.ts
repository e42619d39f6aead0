import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import {
  forgetTwoFactorRefusals,
  refusedForTwoFactor,
  watchTwoFactorRequired,
} from './watch-two-factor.ts';

const required = () =>
  new ApiError(
    403,
    'TWO_FACTOR_REQUIRED',
    'Set up two-factor authentication to use the back office.',
  );
const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('watchTwoFactorRequired', () => {
  it('tells when a query or a mutation is refused with TWO_FACTOR_REQUIRED, and only then', async () => {
    const qc = client();
    const seen = vi.fn();
    const stop = watchTwoFactorRequired(qc, seen);
    await qc.fetchQuery({ queryKey: ['ok'], queryFn: async () => 1 });
    await qc
      .fetchQuery({
        queryKey: ['forbidden'],
        queryFn: async () => {
          throw new ApiError(403, 'FORBIDDEN', 'Administrators only');
        },
      })
      .catch(() => undefined);
    expect(seen).not.toHaveBeenCalled();

    await qc
      .fetchQuery({ queryKey: ['admin', 'stats'], queryFn: async () => Promise.reject(required()) })
      .catch(() => undefined);
    expect(seen).toHaveBeenCalled();

    seen.mockClear();
    await qc
      .getMutationCache()
      .build(qc, { mutationFn: async () => Promise.reject(required()) })
      .execute(undefined)
      .catch(() => undefined);
    expect(seen).toHaveBeenCalled();

    stop();
    seen.mockClear();
    await qc
      .fetchQuery({ queryKey: ['admin', 'users'], queryFn: async () => Promise.reject(required()) })
      .catch(() => undefined);
    expect(seen).not.toHaveBeenCalled();
  });

  it('finds a refusal already in the cache, and forgets only the refused queries', async () => {
    const qc = client();
    await qc.fetchQuery({ queryKey: ['me'], queryFn: async () => ({ id: 'u1' }) });
    expect(refusedForTwoFactor(qc)).toBe(false);
    await qc
      .fetchQuery({ queryKey: ['admin', 'stats'], queryFn: async () => Promise.reject(required()) })
      .catch(() => undefined);
    expect(refusedForTwoFactor(qc)).toBe(true);
    forgetTwoFactorRefusals(qc);
    expect(refusedForTwoFactor(qc)).toBe(false);
    expect(qc.getQueryData(['me'])).toEqual({ id: 'u1' });
  });
});
