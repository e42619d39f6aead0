/** Where a sign-in leads when the visitor was not opening a particular page. */
export const AFTER_SIGN_IN = '/dashboard';

// Any origin will do: it only tells a path of ours from a URL of somewhere else.
const BASE = 'https://owo.invalid';

/**
 * `next` when it is a page of this app ("/withdraw?x=1#y"), else null. One
 * leading slash only: "//evil.example" and "/\evil.example" are other sites to
 * a browser; control characters (which URL parsing drops) and the sign-in and
 * landing pages themselves are refused too.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > 2_000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === '/' || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go once signed in: the page asked for, if it is safe, else the dashboard. */
export const afterSignIn = (next: unknown): string => safeNextPath(next) ?? AFTER_SIGN_IN;

/** What the user pages' guard leaves in the router state of `/` for the sign-in links. */
export interface GuardState {
  from: string;
}

/** The page the guard turned the visitor away from, if it is safe to return to. */
export function guardedFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  return safeNextPath(state.from);
}

/** "/auth" (or "/auth?mode=signup") carrying the page to return to, when there is one. */
export function authPath(from: string | null, mode?: 'signup'): string {
  const params = new URLSearchParams();
  if (mode) params.set('mode', mode);
  if (from) params.set('next', from);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
