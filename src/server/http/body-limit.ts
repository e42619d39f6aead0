import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

/** Every JSON or form body: far above any request of ours, far below what hurts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** How long a refused body may keep arriving after the answer before the connection is cut. */
const LINGER_MS = 2_000;
const lingering = new WeakSet<Socket>();

/**
 * Ends the connection after the answer without losing the answer. The rest of
 * the body is never read, so the connection cannot carry another request
 * (`Connection: close` says so, or a client that reuses it sees its next
 * request dropped). Node would then close the socket at once, with the body
 * still arriving: that resets the connection, and a client still sending may
 * never read the answer. So, as nginx's lingering close does, the socket
 * sends its end after the answer and is cut only a little later (under
 * @hono/node-server; tests calling app.request have no socket).
 */
function closeAfterAnswer(c: Context) {
  c.header('connection', 'close');
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

/**
 * A body limit: refused at once from Content-Length; a body without one
 * (chunked) is read only up to the limit, then refused, the rest never read.
 * The chunks read are kept as they came and joined once the body is known to
 * fit (hono's bodyLimit grows a buffer by doubling, which holds up to twice
 * the limit per request while it reads).
 */
export const ownBodyLimit = (maxSize: number, refuse: () => AppError) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (declared !== undefined && !chunked) {
      // Node's parser reads exactly the declared bytes, never more.
      if (Number.parseInt(declared, 10) <= maxSize) return next();
      closeAfterAnswer(c);
      throw refuse();
    }
    // Under Node a request with neither header has no body: looking for one
    // would make @hono/node-server build a web stream for nothing.
    if (!chunked && (c.env as { incoming?: IncomingMessage } | undefined)?.incoming) return next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = raw.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        closeAfterAnswer(c);
        throw refuse();
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    await next();
  });

const limit = ownBodyLimit(
  BODY_LIMIT_BYTES,
  () => new AppError('PAYLOAD_TOO_LARGE', `body: must be at most ${BODY_LIMIT_BYTES / 1024} KB`),
);

/**
 * The body limit, in front of anything that reads a body (the NUL check
 * parses JSON and forms, handlers the rest): a path in `own` gets its own
 * limit (uploads larger than the global one, webhooks), every other path the
 * global one.
 */
export const bodyLimits = (own: Readonly<Record<string, MiddlewareHandler<AppEnv>>>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    return (Object.hasOwn(own, path) ? own[path]! : limit)(c, next);
  });
