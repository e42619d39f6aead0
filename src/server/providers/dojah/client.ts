import { type ProviderHttp, providerHttp } from '#server/providers/http-client.ts';

// Dojah's BVN lookup (PROVIDERS.md §5.2): `GET /api/v1/kyc/bvn/full` with
// the BVN, the name and the date of birth; every call carries `AppId` and
// `Authorization` (the secret key itself, no "Bearer").

export type BvnLookup = {
  /** 11 digits. */
  bvn: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
};

/**
 * A match is every field's `status` true; a mismatch is an answer in Dojah's
 * shape with any of them false. Anything else (400, 401, 5xx, a timeout, a
 * body we cannot read) is `unavailable`: try again later, never a decision.
 */
export type BvnCheck =
  | { kind: 'match' }
  | { kind: 'mismatch' }
  | {
      kind: 'unavailable';
      /** What went wrong, for the log; never the BVN. */
      reason: string;
      /** Dojah's HTTP status (0 when it never answered). */
      httpStatus: number;
    };

export type DojahClient = {
  baseUrl: string;
  checkBvn(lookup: BvnLookup): Promise<BvnCheck>;
};

export type DojahClientOptions = {
  baseUrl: string;
  appId: string;
  secretKey: string;
  timeoutMs: number;
  /** How to speak HTTP; tests pass their own. */
  http?: ProviderHttp;
};

export const BVN_LOOKUP_PATH = '/api/v1/kyc/bvn/full';

const FIELDS = ['bvn', 'first_name', 'last_name', 'date_of_birth'] as const;

/** The decision in a 200 answer, or null when it is not in Dojah's shape. */
export function decisionOf(json: unknown): 'match' | 'mismatch' | null {
  const entity = (json as { entity?: unknown } | null)?.entity;
  if (!entity || typeof entity !== 'object') return null;
  const statuses = FIELDS.map(
    (f) => (entity as Record<string, { status?: unknown } | undefined>)[f]?.status,
  );
  if (!statuses.every((s) => typeof s === 'boolean')) return null;
  return statuses.every(Boolean) ? 'match' : 'mismatch';
}

export function createDojahClient(options: DojahClientOptions): DojahClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const http = options.http ?? providerHttp;

  return {
    baseUrl,
    async checkBvn(lookup) {
      const query = new URLSearchParams({
        bvn: lookup.bvn,
        first_name: lookup.firstName,
        last_name: lookup.lastName,
        dob: lookup.dateOfBirth,
      });
      let status = 0;
      try {
        const res = await http(`${baseUrl}${BVN_LOOKUP_PATH}?${query}`, {
          method: 'GET',
          headers: {
            accept: 'application/json',
            AppId: options.appId,
            Authorization: options.secretKey,
          },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = res.status;
        if (status !== 200) return unavailable(`HTTP ${status}`, status);
        let json: unknown;
        try {
          json = JSON.parse(res.text);
        } catch {
          return unavailable('HTTP 200: not JSON', status);
        }
        const decision = decisionOf(json);
        return decision ? { kind: decision } : unavailable('HTTP 200: unexpected shape', status);
      } catch (err) {
        const timedOut =
          err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        return unavailable(timedOut ? 'timed out' : 'network error', status);
      }
    },
  };
}

const unavailable = (reason: string, httpStatus: number): BvnCheck => ({
  kind: 'unavailable',
  reason,
  httpStatus,
});
