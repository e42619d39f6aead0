// The hostile values the API walk (api-hostile-input.test.ts) sends, and the
// valid base values it varies one at a time.

const NUL = '\u0000';
const LONG = 'x'.repeat(100_000);

/** Anything a JSON field may be sent instead of what it expects. */
export const HOSTILE_VALUES: unknown[] = [
  NUL,
  `a${NUL}b`,
  LONG,
  '',
  ' ',
  '\uD800',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '💸',
  '1e308',
  '-1',
  -1,
  0,
  0.5,
  -0.01,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  null,
  [],
  [1, 'a'],
  {},
  { $gt: '' },
];

/**
 * The fewer values sent to better-auth's fields: every one of its requests
 * hashes a password, so each costs tens of milliseconds.
 */
export const AUTH_VALUES: unknown[] = [
  NUL,
  LONG,
  '',
  '\uD800',
  "' OR 1=1 --",
  -1,
  1e308,
  true,
  null,
  [],
  {},
];

/** Anything a path segment or query value may be, as raw URL text (not yet encoded). */
export const HOSTILE_TEXT: string[] = [
  NUL,
  'a%00b',
  'x'.repeat(5_000),
  '',
  ' ',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '..',
  "' OR 1=1 --",
  '-1',
  '0',
  '1.5',
  '9007199254740993',
  '99999999999999999999999',
  '1e308',
  'NGN',
  'ngn',
  '💸',
  '[]',
  '{}',
];

/** Whole bodies that are not what any route wants. */
export const HOSTILE_BODIES: { type: string | null; body: string }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"amount":' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '[{}]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '123' },
  { type: 'application/json', body: '{"a":"\\u0000"}' },
  { type: 'application/json', body: `{"a":"${LONG}"}` },
  { type: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":1}}' },
  { type: 'application/json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { type: 'application/json', body: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  // Deep, but within the body limit, so the parsers (not the limit) meet them.
  { type: 'application/json', body: `${'['.repeat(32_000)}${']'.repeat(32_000)}` },
  { type: 'application/json', body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  { type: 'text/plain', body: '{"amount":100}' },
  { type: 'application/x-www-form-urlencoded', body: 'amount=100&currency=NGN' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  { type: 'application/xml', body: '<a>1</a>' },
  { type: null, body: '{"amount":100}' },
];

/** Idempotency-Key header values (a header cannot carry NUL or non-Latin-1 text). */
export const HOSTILE_KEYS: (string | null)[] = [null, '', ' ', 'k'.repeat(300), 'ü'];
