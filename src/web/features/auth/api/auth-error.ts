import { ApiError, type ApiErrorCode } from '#web/lib/api.ts';

interface BetterAuthError {
  code?: string;
  message?: string;
  status: number;
  statusText: string;
}

/** better-auth answers `{ data, error }`; turn its error into our typed ApiError. */
export function unwrap<T>(result: { data: T | null; error: BetterAuthError | null }): T {
  const { data, error } = result;
  if (error) {
    throw new ApiError(
      error.status,
      (error.code as ApiErrorCode | undefined) ?? `HTTP_${error.status}`,
      error.message || error.statusText || 'An unexpected error occurred',
    );
  }
  return data as T;
}

export function isBotCheckError(error: ApiError) {
  return /CAPTCHA|BOT_CHECK/i.test(error.code);
}
