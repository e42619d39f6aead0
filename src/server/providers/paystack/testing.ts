import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { serve } from '@hono/node-server';
import { keepConnectionsAlive } from '#server/http/keep-alive.ts';

// Test support: the simulator has to be reached over real HTTP, and it calls
// the app's webhook back at the app's public URL, so tests need a real port.

/** A port that was free a moment ago, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

/**
 * Picks a free port, builds the app for its URL (`http://127.0.0.1:PORT`,
 * which becomes PUBLIC_URL) and serves it there until `close`, with
 * production's keep-alive.
 */
export async function serveOnFreePort<
  T extends { fetch: (req: Request) => Response | Promise<Response> },
>(build: (publicUrl: string) => T) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = build(publicUrl);
  const server = await new Promise<Server>((ok) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => ok(s as Server));
  });
  // As in production (main.ts): the providers' clients keep connections to the
  // simulators open, and Node's 5 s could close one just as a slow machine reuses it.
  keepConnectionsAlive(server);
  return {
    app,
    publicUrl,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}
