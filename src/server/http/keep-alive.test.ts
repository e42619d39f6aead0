import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsAlive } from './keep-alive.ts';

const app = new Hono().get('/', (c) => c.text('ok'));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
keepConnectionsAlive(server);
afterAll(() => new Promise((ok) => server.close(ok)));

/** GET / on `agent`; answers the status and the socket it went over. */
function get(agent: http.Agent) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
    const req = http.get({ agent, host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
    });
    req.on('error', reject);
  });
}

describe('keep-alive connections', () => {
  it('stay open longer than a balancer keeps them idle (Node closes them after 5 s)', async () => {
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(agent);
    await new Promise((ok) => setTimeout(ok, 5_500)); // past Node's default
    const again = await get(agent);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.socket).toBe(first.socket); // the same connection, still open
    agent.destroy();
  }, 15_000);
});
