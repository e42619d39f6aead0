import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from './api-fixture.ts';

// Every route of the back office, read from the OpenAPI document the app
// serves, so a route added later is covered without touching this file. Each
// must refuse a signed-out visitor (401) and a signed-in non-administrator
// (403), with a body that would otherwise be accepted, and change nothing.

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  format?: string;
  default?: unknown;
  example?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Fewer admin routes than this means the document or the filter is broken. */
const MIN_ADMIN_ROUTES = 7;

/**
 * Routes a signed-in non-administrator may call by design: the setup page's
 * status check must work before anyone is an administrator.
 */
const OPEN_TO_USERS = new Set(['GET /api/admin/setup']);

let f: Awaited<ReturnType<typeof apiFixture>>;
let routes: { method: string; path: string; op: Operation }[] = [];

/** A value the schema accepts: the first choice, the smallest number, required fields only. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  // A value that passes the schema's pattern (a statement's reference).
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sample(alt[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((k) => [k, sample(schema.properties?.[k], k)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 100;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email' || name.includes('email')) return bolaEmail;
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

let bolaEmail = '';

/** The concrete URL: path parameters filled (a real user, a real currency), required query set. */
function urlOf(path: string, op: Operation) {
  const params = op.parameters ?? [];
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (/user/i.test(name)) return f.bola.userId;
    const schema = params.find((p) => p.in === 'path' && p.name === name)?.schema;
    return encodeURIComponent(String(sample(schema, name)));
  });
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, p.name)))}`);
  if (query.length) url += `?${query.join('&')}`;
  return url;
}

const bodyOf = (op: Operation) => sample(op.requestBody?.content?.['application/json']?.schema);

/** What an admin route could change, in one comparable value. */
async function fingerprint() {
  const { rows } = await f.pool.query(
    `SELECT (SELECT count(*) FROM audit_log) AS audit,
            (SELECT count(*) FROM ledger_transactions) AS transactions,
            (SELECT count(*) FROM ledger_entries) AS entries,
            (SELECT count(*) FROM gift_cards) AS gift_cards,
            (SELECT count(*) FROM notifications) AS notifications,
            (SELECT count(*) FROM sessions) AS sessions,
            (SELECT string_agg(concat_ws(':', id, is_admin, is_active, kyc_status), ',' ORDER BY id)
               FROM profiles) AS profiles,
            (SELECT string_agg(concat_ws(':', id, balance), ',' ORDER BY id)
               FROM ledger_accounts) AS balances,
            (SELECT string_agg(concat_ws(':', from_currency, to_currency, rate), ','
                               ORDER BY from_currency, to_currency) FROM exchange_rates) AS rates,
            (SELECT string_agg(concat_ws(':', network, fee_percentage), ',' ORDER BY network)
               FROM airtime_rates) AS airtime`,
  );
  return rows[0];
}

beforeAll(async () => {
  f = await apiFixture();
  bolaEmail = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
  const doc = (await f.call('GET', '/api/openapi.json')).json as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path === '/api/admin' || path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
});

describe('every /api/admin route', () => {
  it('is found in the OpenAPI document, all of them', () => {
    expect(routes.length).toBeGreaterThanOrEqual(MIN_ADMIN_ROUTES);
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/ledger/check',
        'POST /api/admin/users/{userId}/status',
        'POST /api/admin/users/{userId}/wallets/{currency}/debit',
      ]),
    );
  });

  it('answers 401 to a signed-out visitor and changes nothing', async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const { method, path, op } of routes) {
      const res = await f.call(method, urlOf(path, op), { body: bodyOf(op) });
      if (res.status !== 401) wrong.push(`${method} ${path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 403 to a signed-in user who is not an administrator and changes nothing', async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, path, op } of routes) {
      if (OPEN_TO_USERS.has(`${method} ${path}`)) continue;
      const res = await f.call(method, urlOf(path, op), { cookie: f.ada.cookie, body: bodyOf(op) });
      checked++;
      if (res.status !== 403) wrong.push(`${method} ${path}: ${res.status}`);
      else expect(res.json.error.code).toBe('FORBIDDEN');
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(MIN_ADMIN_ROUTES - OPEN_TO_USERS.size);
    expect(await fingerprint()).toEqual(before);
  });

  it('accepts the same requests from an administrator (the bodies are valid)', async () => {
    // Reads only: the writes' 2xx paths are each area's own tests.
    for (const { method, path, op } of routes.filter((r) => r.method === 'GET')) {
      const res = await f.call(method, urlOf(path, op), { cookie: f.admin.cookie });
      expect([200, 404], `${method} ${path}: ${res.status}`).toContain(res.status);
    }
  });
});
