import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { clientIp } from './client-ip.ts';

let proxies: string[] = [];
const app = new Hono().get('/ip', (c) => c.json({ ip: clientIp(c, proxies) }));
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ok) => server.once('listening', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((ok) => server.close(ok)));

const ip = async (headers: Record<string, string> = {}) =>
  ((await (await fetch(`${base}/ip`, { headers })).json()) as { ip: string | null }).ip;

describe('clientIp', () => {
  it('is the socket peer; forwarded headers are ignored unless the peer is a trusted proxy', async () => {
    proxies = [];
    expect(await ip({ 'x-forwarded-for': '203.0.113.5' })).toBe('127.0.0.1');
    proxies = ['10.0.0.0/8'];
    expect(await ip({ 'x-forwarded-for': '203.0.113.5' })).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For from the right past trusted proxies', async () => {
    proxies = ['127.0.0.1', '10.0.0.0/8'];
    expect(await ip({ 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    expect(await ip({ 'x-forwarded-for': '198.51.100.7, 203.0.113.5, 10.1.2.3' })).toBe(
      '203.0.113.5',
    );
    expect(await ip({ 'x-forwarded-for': '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    expect(await ip({ 'x-forwarded-for': 'garbage, 10.1.2.3' })).toBe('10.1.2.3');
    expect(await ip()).toBe('127.0.0.1');
  });

  it('is null without a socket (app.request in tests)', async () => {
    expect(await (await app.request('/ip')).json()).toEqual({ ip: null });
  });

  it('TRUSTED_PROXIES must be addresses or CIDR ranges', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1,::1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
});
