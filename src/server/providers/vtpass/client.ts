import { randomInt } from 'node:crypto';
import { AppError } from '#server/http/errors.ts';
import { type ProviderHttp, providerHttp } from '#server/providers/http-client.ts';
import {
  catalogProblem,
  servicesOf,
  type VtpassService,
  type VtpassVariation,
  type VtpassVerified,
  variationsOf,
  verifiedOf,
} from './catalog.ts';
import { outcomeOf, type VtpassOutcome } from './outcome.ts';

export type { VtpassService, VtpassVariation, VtpassVerified } from './catalog.ts';
export type { VtpassOutcome } from './outcome.ts';

// VTpass's HTTP API. GET calls carry `api-key` + `public-key`, POST calls
// `api-key` + `secret-key`. Amounts sent to VTpass are naira; amounts handed
// back to us are kobo.

/** A catalog or verify call that failed: unreachable, refused, or answered in a shape we do not know. */
export class VtpassError extends AppError {
  constructor(
    message: string,
    /** VTpass's HTTP status (0 when it never answered). */
    readonly httpStatus: number,
  ) {
    super('PROVIDER_ERROR', message);
  }
}

export type VtpassPayBody = {
  request_id: string;
  serviceID: string;
  billersCode?: string;
  variation_code?: string;
  /** Naira. */
  amount?: number;
  phone: string;
  subscription_type?: 'change' | 'renew';
};

export type VtpassVerifyBody = {
  serviceID: string;
  billersCode: string;
  type?: 'prepaid' | 'postpaid';
};

export type VtpassClient = {
  baseUrl: string;
  pay(body: VtpassPayBody): Promise<VtpassOutcome>;
  requery(requestId: string): Promise<VtpassOutcome>;
  verify(body: VtpassVerifyBody): Promise<VtpassVerified>;
  variations(serviceID: string): Promise<VtpassVariation[]>;
  services(identifier: string): Promise<VtpassService[]>;
};

export type VtpassClientOptions = {
  baseUrl: string;
  apiKey: string;
  publicKey: string;
  secretKey: string;
  timeoutMs: number;
  /** How to speak HTTP; tests pass their own. */
  http?: ProviderHttp;
};

type Reply =
  | { ok: true; status: number; json: unknown }
  | { ok: false; status: number; reason: string };

export function createVtpassClient(options: VtpassClientOptions): VtpassClient {
  const baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const http = options.http ?? providerHttp;

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'api-key': options.apiKey,
      ...(method === 'GET'
        ? { 'public-key': options.publicKey }
        : { 'secret-key': options.secretKey, 'content-type': 'application/json' }),
    };
    let status = 0;
    try {
      const res = await http(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = res.status;
      const { text } = res;
      if (status >= 500) return { ok: false, status, reason: `HTTP ${status}` };
      try {
        return { ok: true, status, json: JSON.parse(text) };
      } catch {
        return { ok: false, status, reason: `HTTP ${status}: not JSON` };
      }
    } catch (err) {
      const timedOut =
        err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return { ok: false, status, reason: timedOut ? 'timed out' : 'network error' };
    }
  }

  // A payment whose answer we could not read may still have been made: pending.
  async function transaction(path: string, body: unknown): Promise<VtpassOutcome> {
    const reply = await send('POST', path, body);
    if (!reply.ok) return { kind: 'pending', code: null, reason: reply.reason, raw: null };
    return outcomeOf(reply.json);
  }

  async function catalog<T>(
    what: string,
    path: string,
    read: (json: unknown) => T | null,
  ): Promise<T> {
    const reply = await send('GET', path);
    if (!reply.ok)
      throw new VtpassError(`VTpass did not answer (${what}: ${reply.reason})`, reply.status);
    const problem = catalogProblem(reply.json);
    const value = problem ? null : read(reply.json);
    if (value === null)
      throw new VtpassError(
        `VTpass answered in an unexpected shape (${what}: ${problem ?? 'no list'})`,
        reply.status,
      );
    return value;
  }

  const q = encodeURIComponent;

  return {
    baseUrl,
    pay: (body) => transaction('pay', body),
    requery: (requestId) => transaction('requery', { request_id: requestId }),
    variations: (serviceID) =>
      catalog('variations', `service-variations?serviceID=${q(serviceID)}`, variationsOf),
    services: (identifier) =>
      catalog('services', `services?identifier=${q(identifier)}`, servicesOf),
    async verify(body) {
      const reply = await send('POST', 'merchant-verify', body);
      if (!reply.ok)
        throw new VtpassError(`VTpass did not answer (verify: ${reply.reason})`, reply.status);
      const verified = verifiedOf(reply.json);
      if (!verified)
        throw new VtpassError('VTpass answered a verify in an unexpected shape', reply.status);
      return verified;
    },
  };
}

const LAGOS_MINUTE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SUFFIX_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const REQUEST_ID_LENGTH = 24;

/** `YYYYMMDDHHmm` of `now` in Lagos time: VTpass refuses (085) a request_id not dated today there. */
export function lagosStamp(now: Date): string {
  const part = Object.fromEntries(LAGOS_MINUTE.formatToParts(now).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}`;
}

/** A VTpass request_id: Lagos date and time, then a random alphanumeric suffix; 24 characters. */
export function newRequestId(now = new Date()): string {
  let id = lagosStamp(now);
  while (id.length < REQUEST_ID_LENGTH) id += SUFFIX_CHARS[randomInt(SUFFIX_CHARS.length)];
  return id;
}
