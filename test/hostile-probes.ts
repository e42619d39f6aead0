// The probes the API walk (api-hostile-input.test.ts) sends: for each route,
// a valid request, then the same with one field made hostile at a time.
import { randomUUID } from 'node:crypto';
import {
  AUTH_VALUES,
  HOSTILE_BODIES,
  HOSTILE_KEYS,
  HOSTILE_TEXT,
  HOSTILE_VALUES,
} from './hostile-corpus.ts';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, Schema>;
};
export type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type Who = { cookie: string; userId: string; email: string };
export type Probe = {
  method: string;
  path: string;
  who: Who | null;
  type?: string | null;
  body?: string | FormData;
  key?: string | null;
  /** The X-Transaction-Pin header; the signed-in user's right PIN when not given. */
  pin?: string;
};

const MALFORMED_PINS = ['', '123', '12345', 'abcd', '12.4', '+123', '0x1f', "1' OR '1'='1"];

/** The signed-in users the probes act as, or aim at. */
export type Cast = { ada: Who; bola: Who; admin: Who; walker: Who };

/** A valid value for a field, so that varying one other field reaches the deep checks. */
function validValue(cast: Cast, name: string, schema: Schema): unknown {
  const known: Record<string, unknown> = {
    to_email: cast.bola.email,
    email: cast.walker.email,
    to: 'USD',
    amount: schema.minimum ?? 10_000,
    phone_number: '+2348012345678',
    date_of_birth: '1990-01-01',
    decision: 'rejected',
    reason: 'Blurry',
  };
  if (name in known) return known[name];
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 100;
  if (type === 'boolean') return true;
  return 'Walk';
}

const pathValues = (cast: Cast): Record<string, string | undefined> => ({
  userId: cast.bola.userId,
  currency: 'NGN',
  reference: 'REF-UNKNOWN',
});
const queryValues = (cast: Cast): Record<string, string | undefined> => ({
  reference: 'REF-UNKNOWN',
  to: cast.walker.email,
});

/** Raw text into a URL: encoded, unless it is a (possibly broken) encoding itself. */
const urlText = (text: string) => (text.includes('%') ? text : encodeURIComponent(text));

/** Every probe for one operation of the OpenAPI document. */
export function probesFor(cast: Cast, path: string, method: string, op: Operation): Probe[] {
  const who = path.startsWith('/api/admin/') ? cast.admin : cast.ada;
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query');
  const takesKey = params.some((p) => p.in === 'header' && p.name === 'idempotency-key');
  const takesPin = params.some((p) => p.in === 'header' && p.name === 'x-transaction-pin');
  const url = (over: Record<string, string> = {}, query: Record<string, string> = {}) => {
    let p = path;
    for (const name of pathParams) {
      p = p.replace(`{${name}}`, over[name] ?? urlText(pathValues(cast)[name] ?? 'x'));
    }
    const q = {
      ...Object.fromEntries(
        queryParams
          .filter((x) => x.required)
          .map((x) => [x.name, urlText(queryValues(cast)[x.name] ?? 'x')]),
      ),
      ...query,
    };
    const qs = Object.entries(q)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return qs ? `${p}?${qs}` : p;
  };
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const fields = Object.entries(jsonSchema?.properties ?? {});
  const validBody = Object.fromEntries(
    fields.map(([name, s]) => [name, validValue(cast, name, s)]),
  );
  const json = (body: unknown) => ({ type: 'application/json', body: JSON.stringify(body) });
  const probe = (p: Omit<Probe, 'method' | 'who'>): Probe => ({ method, who, ...p });
  const withBody = method === 'get' ? {} : jsonSchema ? json(validBody) : {};

  const probes: Probe[] = [probe({ path: url(), ...withBody })];
  // An administrator's route, asked by a customer: refused before anything else.
  if (who === cast.admin) probes.push({ ...probe({ path: url(), ...withBody }), who: cast.ada });
  for (const name of pathParams)
    for (const text of HOSTILE_TEXT)
      probes.push(probe({ path: url({ [name]: urlText(text) }), ...withBody }));
  for (const { name } of queryParams)
    for (const text of HOSTILE_TEXT)
      probes.push(probe({ path: url({}, { [name]: urlText(text) }) }));
  if (queryParams.length > 0)
    probes.push(probe({ path: url({}, { [queryParams[0]!.name]: 'a&x=1&x=2' }) }));
  if (takesKey)
    for (const key of HOSTILE_KEYS) probes.push(probe({ path: url(), ...withBody, key }));
  // Malformed PINs only: a well-formed wrong one would count, and five would lock the walk out.
  if (takesPin)
    for (const pin of MALFORMED_PINS) probes.push(probe({ path: url(), ...withBody, pin }));
  if (method === 'get') return probes;
  for (const [name] of fields) {
    for (const value of HOSTILE_VALUES)
      probes.push(probe({ path: url(), ...json({ ...validBody, [name]: value }) }));
  }
  probes.push(
    probe({ path: url(), ...json({ ...validBody, unknown_field: 'x', is_admin: true }) }),
  );
  probes.push(probe({ path: url(), ...json([validBody]) }));
  for (const { type, body } of HOSTILE_BODIES) probes.push(probe({ path: url(), type, body }));
  if (content['multipart/form-data']) probes.push(...multipartProbes(probe, url()));
  return probes;
}

/** The KYC upload: hostile form fields and files. */
function multipartProbes(probe: (p: Omit<Probe, 'method' | 'who'>) => Probe, path: string) {
  const form = (
    idType: string | null,
    file: { name: string; data: string; type: string } | null,
  ) => {
    const f = new FormData();
    if (idType !== null) f.set('id_type', idType);
    if (file) f.set('document', new Blob([file.data], { type: file.type }), file.name);
    return f;
  };
  const pdf = { name: 'id.pdf', data: '%PDF-1.4\n%%EOF\n', type: 'application/pdf' };
  const probes: Probe[] = [
    probe({ path, body: form(null, pdf) }),
    probe({ path, body: form('nin', null) }),
  ];
  for (const text of HOSTILE_TEXT) {
    probes.push(probe({ path, body: form(text, pdf) }));
    probes.push(probe({ path, body: form('nin', { ...pdf, name: text }) }));
    probes.push(
      probe({ path, body: form('nin', { ...pdf, type: text.replace(/[^\x21-\x7e]/g, '') }) }),
    );
  }
  probes.push(probe({ path, body: form('nin', { ...pdf, data: '' }) }));
  probes.push(
    probe({
      path,
      body: form('nin', { name: 'x.exe', data: 'MZ\u0000\u0001', type: 'application/pdf' }),
    }),
  );
  return probes;
}

/** better-auth's endpoints that the app uses; they are not in the OpenAPI document. */
export function authProbes(cast: Cast): Probe[] {
  const routes: { path: string; body: Record<string, unknown>; who: Who | null }[] = [
    {
      path: '/api/auth/sign-up/email',
      body: {
        name: 'Walker',
        email: `new-${randomUUID()}@example.com`,
        password: 'secret-password',
      },
      who: null,
    },
    {
      path: '/api/auth/sign-in/email',
      body: { email: cast.walker.email, password: 'wrong-password' },
      who: null,
    },
    {
      path: '/api/auth/request-password-reset',
      body: { email: cast.walker.email, redirectTo: '/auth/reset' },
      who: null,
    },
    {
      path: '/api/auth/reset-password',
      body: { newPassword: 'another-password', token: 'nope' },
      who: null,
    },
    { path: '/api/auth/send-verification-email', body: { email: cast.walker.email }, who: null },
    {
      path: '/api/auth/change-password',
      body: { currentPassword: 'wrong-password', newPassword: 'another-password' },
      who: cast.walker,
    },
    { path: '/api/auth/update-user', body: { name: 'Walker' }, who: cast.walker },
  ];
  const probes: Probe[] = [];
  for (const { path, body, who } of routes) {
    const json = (b: unknown) => ({
      method: 'post',
      path,
      who,
      type: 'application/json',
      body: JSON.stringify(b),
    });
    probes.push(json(body));
    for (const name of Object.keys(body))
      for (const value of AUTH_VALUES) probes.push(json({ ...body, [name]: value }));
    for (const { type, body: raw } of HOSTILE_BODIES)
      probes.push({ method: 'post', path, who, type, body: raw });
  }
  for (const text of HOSTILE_TEXT) {
    probes.push({
      method: 'get',
      path: `/api/auth/verify-email?token=${urlText(text)}`,
      who: null,
    });
    probes.push({
      method: 'get',
      path: `/api/auth/reset-password/${urlText(text)}?callbackURL=${urlText(text)}`,
      who: null,
    });
  }
  probes.push({ method: 'get', path: '/api/auth/get-session', who: cast.walker });
  // Forged session cookies, on our session check and on better-auth's.
  const token = cast.walker.cookie.match(/better-auth\.session_token=([^;]*)/)?.[1] ?? '';
  for (const text of [
    ...HOSTILE_TEXT,
    `${token}x`,
    `${token.split('.')[0]}.${'A'.repeat(5_000)}`,
  ]) {
    const forged = { cookie: `better-auth.session_token=${urlText(text)}`, userId: '', email: '' };
    probes.push({ method: 'get', path: '/api/me', who: forged });
    probes.push({ method: 'get', path: '/api/auth/get-session', who: forged });
  }
  return probes;
}
