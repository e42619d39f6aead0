import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header better-auth reads the client's address from; only our server sets it. */
export const CLIENT_IP_HEADER = 'x-owo-client-ip';

function trustedList(proxies: string[]) {
  const list = new BlockList();
  for (const entry of proxies) {
    const [addr = '', prefix] = entry.split('/');
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(addr))
      throw new Error(`TRUSTED_PROXIES: ${entry} is not an IP address or CIDR range`);
    if (prefix === undefined) list.addAddress(addr, family);
    else list.addSubnet(addr, Number(prefix), family);
  }
  return list;
}

const cache = new WeakMap<string[], BlockList>();

const normalise = (ip: string) =>
  ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

function isTrusted(ip: string, proxies: string[]) {
  if (proxies.length === 0) return false;
  let list = cache.get(proxies);
  if (!list) {
    list = trustedList(proxies);
    cache.set(proxies, list);
  }
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  return isIP(ip) !== 0 && list.check(ip, family);
}

/**
 * The address of the client: the socket's peer, or, when that peer is one of
 * our trusted proxies, the first untrusted hop of X-Forwarded-For read from
 * the right. Null when there is no socket (tests calling app.request).
 */
export function clientIp(c: Context, trustedProxies: string[]): string | null {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return null;
  }
  if (!peer) return null;
  let ip = normalise(peer);
  if (!isTrusted(ip, trustedProxies)) return ip;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => normalise(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (isIP(hop) === 0) return ip;
    ip = hop;
    if (!isTrusted(hop, trustedProxies)) return hop;
  }
  return ip;
}
