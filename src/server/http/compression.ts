import { every } from 'hono/combine';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** What hono/compress can answer with (a `;q=0` refusal is its to honour). */
const ACCEPTS_COMPRESSION = /gzip|deflate|\*/i;

const TEXT = /^(application\/(?:[\w.+-]+\+)?json|text\/)/i;

/**
 * hono/compress skips small answers only when it knows their size from `content-length`, which
 * a JSON answer built in memory does not carry yet: measure text answers first.
 */
const measured = createMiddleware(async (c, next) => {
  await next();
  // A client that takes neither gzip nor deflate gets its answer as it is: nothing to measure.
  if (!ACCEPTS_COMPRESSION.test(c.req.header('accept-encoding') ?? '')) return;
  const res = c.res;
  const type = res.headers.get('content-type') ?? '';
  if (!res.body || res.headers.has('content-length') || res.headers.has('content-encoding')) return;
  // Streams (events, CSV exports) are never read whole: they go out as they come.
  if (!TEXT.test(type) || /^text\/(event-stream|csv)/i.test(type)) return;
  const body = await res.arrayBuffer();
  c.res = new Response(body, res);
  c.res.headers.set('content-length', String(body.byteLength));
});

/** gzip (or deflate) for API answers above {@link COMPRESS_MIN_BYTES}, when the client accepts it. */
export const compressAnswers = every(compress({ threshold: COMPRESS_MIN_BYTES }), measured);
