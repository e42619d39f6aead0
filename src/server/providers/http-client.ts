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

/** How a provider call ended: the class of the HTTP status, or no answer at all. */
export type ProviderOutcome = '1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'error';
export type ProviderCallObserver = (
  provider: string,
  outcome: ProviderOutcome,
  seconds: number,
) => void;

// Keyed by the app's configuration, as the providers' clients are cached by it
// (vtpassFor, paystackFor, dojahFor): one observer per app, several in a test process.
const callObservers = new WeakMap<object, ProviderCallObserver>();

/** Reports every call made by the providers' clients of the app configured by `config`. */
export function observeProviderCalls(config: object, observer: ProviderCallObserver) {
  callObservers.set(config, observer);
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const timedOut = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/** `http` for `provider`'s client in the app configured by `config`, each call reported. */
export function measuredHttp(
  provider: string,
  config: object,
  http: ProviderHttp = providerHttp,
): ProviderHttp {
  return async (url, call) => {
    const observer = callObservers.get(config);
    if (!observer) return http(url, call);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const reply = await http(url, call);
      observer(provider, STATUS_CLASSES[Math.floor(reply.status / 100) - 1] ?? 'error', seconds());
      return reply;
    } catch (err) {
      observer(provider, timedOut(err) ? 'timeout' : 'error', seconds());
      throw err;
    }
  };
}
