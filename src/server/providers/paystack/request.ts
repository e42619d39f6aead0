import { z } from 'zod';
import { AppError } from '#server/http/errors.ts';
import {
  type ProviderHttp,
  type ProviderReply,
  providerHttp,
} from '#server/providers/http-client.ts';

// One call of Paystack's HTTP API (https://paystack.com/docs/api/): every answer
// is `{ status, message, data }`, refused unless its envelope says it succeeded.

const DEFAULT_TIMEOUT_MS = 10_000;

/** A Paystack call that failed: unreachable, refused, or answered in a shape we do not know. */
export class PaystackError extends AppError {
  constructor(
    message: string,
    /** Paystack's HTTP status (0 when it never answered). */
    readonly httpStatus: number,
    /** Paystack's own message, for logs and for callers that branch on it. */
    readonly providerMessage?: string,
  ) {
    super('PROVIDER_ERROR', message);
  }
}

const Envelope = z.object({ status: z.boolean(), message: z.string().optional().default('') });

export type PaystackClientOptions = {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  /** How to speak HTTP; tests pass their own. */
  http?: ProviderHttp;
};

type PaystackReply = { data: unknown; meta: unknown; httpStatus: number };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The requests of a client: `request` for Paystack's whole answer, `call` for its checked `data`. */
export function paystackRequests(options: PaystackClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = options.http ?? providerHttp;

  /** One request: Paystack's whole answer once its envelope says it succeeded. */
  async function request(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<PaystackReply> {
    let res: ProviderReply;
    try {
      res = await http(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new PaystackError(
        `The payment provider did not answer (${what}${timedOut ? ': timed out' : ''})`,
        0,
      );
    }
    const json = parseJson(res.text);
    const envelope = Envelope.safeParse(json);
    const ok = res.status >= 200 && res.status < 300;
    if (!ok || !envelope.success || !envelope.data.status) {
      const providerMessage = envelope.success ? envelope.data.message : undefined;
      throw new PaystackError(
        `The payment provider refused the request (${what}): ${providerMessage || `HTTP ${res.status}`}`,
        res.status,
        providerMessage,
      );
    }
    const { data, meta } = json as { data?: unknown; meta?: unknown };
    return { data, meta, httpStatus: res.status };
  }

  function dataOf<T extends z.ZodType>(what: string, reply: PaystackReply, schema: T): z.infer<T> {
    const data = schema.safeParse(reply.data);
    if (!data.success)
      throw new PaystackError(
        `The payment provider answered in an unexpected shape (${what})`,
        reply.httpStatus,
      );
    return data.data;
  }

  async function call<T extends z.ZodType>(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    return dataOf(what, await request(what, method, path, body), schema);
  }

  return { base, request, dataOf, call };
}
