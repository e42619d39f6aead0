import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { badInput } from './errors.ts';

// PostgreSQL cannot store a NUL character in text or jsonb, so a NUL that
// reached a query would fail it with a 500. No field of ours has a use for
// one: a request that carries a NUL anywhere (path, query, JSON or form body,
// better-auth's included) is refused here, before any handler runs.

const NUL = '\u0000';
/** `%00` in any case, as it stands in a URL before decoding. */
const ENCODED_NUL = /%00/i;

type Place = { key: string; parent: Place | null };
const pathOf = (place: Place | null): string => {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  const path = keys.reverse().join('.');
  return path.length > 100 ? `${path.slice(0, 100)}…` : path;
};

/**
 * The first place a NUL hides in a parsed JSON value, as a field path; null if
 * none. Walks with its own stack, so no depth of nesting can overflow it.
 */
function nulIn(root: unknown): string | null {
  const stack: [unknown, Place | null][] = [[root, null]];
  while (stack.length > 0) {
    const [value, place] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(place);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const here = { key, parent: place };
        if (key.includes(NUL)) return pathOf(here);
        stack.push([item, here]);
      }
    }
  }
  return null;
}

/**
 * Where a request's body holds a NUL. JSON is read through hono's body cache
 * (`c.req.text()`), where the route's validator finds it again: no copy of
 * the stream, and under @hono/node-server no web stream at all. A form is
 * read from a copy of the request, so the route still gets the original.
 */
async function nulInBody(c: Context<AppEnv>): Promise<string | null> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return null;
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.includes('json')) {
    // A body that cannot be read (cut off, over a size limit) is the route's to refuse.
    const text = await c.req.text().catch(() => '');
    if (!text.includes('\\u0000') && !text.includes(NUL)) return null;
    try {
      return nulIn(JSON.parse(text));
    } catch {
      return null; // not JSON: the route answers that itself
    }
  }
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    const request = c.req.raw;
    if (!request.body) return null;
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    for (const [key, value] of form ?? []) {
      const text = typeof value === 'string' ? value : value.name;
      if (key.includes(NUL) || text.includes(NUL)) return key;
    }
  }
  return null;
}

/** A clear 400 for a NUL character anywhere in the request, before it can reach PostgreSQL. */
export const refuseNul = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  for (const [field, text] of [
    ['path', url.pathname],
    ['query', url.search],
  ] as const) {
    if (ENCODED_NUL.test(text) || text.includes(NUL)) {
      throw badInput(field, 'must not contain a NUL character');
    }
  }
  const field = await nulInBody(c);
  if (field !== null) throw badInput(field || 'body', 'must not contain a NUL character');
  await next();
});
