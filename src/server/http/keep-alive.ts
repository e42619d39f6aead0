import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than any client
 * or balancer in front keeps one idle before reusing it (HAProxy's
 * `timeout http-keep-alive` and idle server connections in
 * docs/deployment.md, 60 s at most). Node's default, 5 s, is shorter: a
 * connection the balancer or a client reuses just as the app closes it fails
 * its request with a reset ("socket hang up"), which `npm run bench --
 * cluster` saw 16 times in 1,500 transfers after a 6 s pause.
 */
export const KEEP_ALIVE_MS = 75_000;

export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
}
