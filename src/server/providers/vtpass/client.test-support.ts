import { readFileSync } from 'node:fs';
import { httpFromFetch } from '#server/providers/http-client.ts';
import { createVtpassClient } from './client.ts';

// The client's reading of VTpass's documented answers (fixtures/), through a
// fake fetch (set-up of client.test.ts and client-catalog.test.ts).

export const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

type Seen = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A client whose fetch answers `reply` and records what it was asked. */
export function fakeClient(reply: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const client = createVtpassClient({
    baseUrl: 'https://vtpass.example/api',
    apiKey: 'the-api-key',
    publicKey: 'PK_public',
    secretKey: 'SK_secret',
    timeoutMs: 200,
    http: httpFromFetch(async (input, init) => {
      seen.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return reply();
    }),
  });
  return { client, seen };
}
export const answering = (body: unknown, status = 200) =>
  fakeClient(() => new Response(JSON.stringify(body), { status }));

export const payBody = {
  request_id: '202503101337abc',
  serviceID: 'mtn',
  amount: 20,
  phone: '08011111111',
};
