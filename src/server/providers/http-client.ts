import { Agent, request } from 'undici';

// How the provider clients (VTpass, Paystack) speak HTTP: undici's `request`
// on one keep-alive agent. It does what the global `fetch` does for these
// small JSON calls at a fraction of its cost per call (no WHATWG Request,
// Response and streams to build), which counts on the payment path: a bill
// is one call to VTpass inside the request that pays it.

/** One call: what the clients send. */
export type ProviderCall = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Gives up (rejects with a TimeoutError or AbortError) when it aborts. */
  signal: AbortSignal;
};

/** What comes back: the status and the body as text (the clients parse it). */
export type ProviderReply = { status: number; text: string };

/** The transport; tests pass their own to see what is sent and to answer as they like. */
export type ProviderHttp = (url: string, call: ProviderCall) => Promise<ProviderReply>;

/** Connections to a provider are kept open between calls; at most this many per origin. */
const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });

export const providerHttp: ProviderHttp = async (url, call) => {
  const res = await request(url, {
    method: call.method,
    headers: call.headers,
    body: call.body,
    signal: call.signal,
    dispatcher: agent,
  });
  return { status: res.statusCode, text: await res.body.text() };
};

/** A fetch-shaped function as the transport (tests that build `Response`s use it). */
export function httpFromFetch(
  f: (url: string, init: RequestInit) => Promise<Response>,
): ProviderHttp {
  return async (url, call) => {
    const res = await f(url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: call.signal,
    });
    return { status: res.status, text: await res.text() };
  };
}
