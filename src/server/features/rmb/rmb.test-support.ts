import { beforeAll } from 'vitest';
import { type Client, rmbFixture } from '#test/support/rmb.ts';

// Buying RMB: priced at the server's own NGN to CNY rate (0.0047 as seeded),
// the naira held at once, never twice, never beyond the balance.

export let f: Awaited<ReturnType<typeof rmbFixture>>;
export let ada: Client;
export let bola: Client;

beforeAll(async () => {
  f = await rmbFixture();
  ada = await f.user(100_000);
  bola = await f.user(100);
});

export const wechat = (extra: Record<string, unknown>) => ({
  platform: 'wechat',
  recipient_id: 'wxid_abc123',
  full_name: 'Li Na',
  ...extra,
});
