import { beforeAll } from 'vitest';
import { type Client, rmbFixture } from '#test/support/rmb.ts';

// Buying RMB: priced at the server's own NGN to CNY rate (0.0047 as seeded),
// the naira held at once, never twice, never beyond the balance.

let fixture: Awaited<ReturnType<typeof rmbFixture>>;
let people: { ada: Client; bola: Client };

export const f = () => fixture;
export const ada = () => people.ada;
export const bola = () => people.bola;

beforeAll(async () => {
  fixture = await rmbFixture();
  people = { ada: await fixture.user(100_000), bola: await fixture.user(100) };
});

export const wechat = (extra: Record<string, unknown>) => ({
  platform: 'wechat',
  recipient_id: 'wxid_abc123',
  full_name: 'Li Na',
  ...extra,
});
