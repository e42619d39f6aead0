import { isApiError } from '#web/lib/api.ts';

/**
 * The server's message for a person: "account_number: Account number is not
 * valid for this bank" reads as its sentence alone; "amount: must be greater
 * than 0" keeps the field it is about.
 */
export function errorText(e: unknown, fallback: string): string {
  if (!isApiError(e) || e.status < 400 || e.status >= 500) return fallback;
  const m = /^[a-z_.]+: ([A-Z].*)$/.exec(e.message);
  return m?.[1] ?? e.message;
}
