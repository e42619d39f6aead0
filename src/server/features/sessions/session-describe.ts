import { BlockList, isIP } from 'node:net';
import Bowser from 'bowser';
import type { DeviceKind } from '#shared/schemas/session-devices.ts';

/** Longer names than a list row has room for. */
const SHORT_BROWSER: Record<string, string> = {
  'Samsung Internet for Android': 'Samsung Internet',
  'Microsoft Edge': 'Edge',
  'Android Browser': 'Android browser',
};

/** bowser's own names: it also makes one up from an agent it does not know, which is not shown. */
const KNOWN_BROWSERS = new Set<string>(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set<string>(Object.values(Bowser.OS_MAP));

/** Enough of any real user agent; a longer one is not parsed in full. */
const UA_MAX = 512;

/**
 * "Chrome on Android", "Safari on iOS", "Edge on Windows", from the user agent
 * the session was signed in with (bowser's tables). Only names bowser knows
 * are shown, never the raw header, so a made-up agent cannot write text here.
 */
export function describeDevice(userAgent: string | null): { device: string; kind: DeviceKind } {
  const ua = userAgent?.trim().slice(0, UA_MAX);
  if (!ua) return { device: 'Unknown device', kind: 'unknown' };
  const { browser, os, platform } = Bowser.parse(ua);
  const name =
    browser.name && KNOWN_BROWSERS.has(browser.name)
      ? (SHORT_BROWSER[browser.name] ?? browser.name)
      : '';
  const system = os.name && KNOWN_SYSTEMS.has(os.name) ? os.name : '';
  const device = name && system ? `${name} on ${system}` : name || system || 'Unknown device';
  const kind: DeviceKind =
    platform.type === 'mobile' || platform.type === 'tablet' || platform.type === 'desktop'
      ? platform.type
      : 'unknown';
  return { device, kind };
}

function subnets(list: [string, number, 'ipv4' | 'ipv6'][]) {
  const block = new BlockList();
  for (const [address, prefix, family] of list) block.addSubnet(address, prefix, family);
  return block;
}

/** The server's own machine. */
const LOOPBACK = subnets([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

/** Private, link-local and unique-local ranges: a home, office or the server's own network. */
const PRIVATE = subnets([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
]);

/**
 * Where a session signed in from, as far as its address says. The app has no
 * location database (and no internet to ask one), so a public address is
 * shown as it is rather than as a guessed city.
 */
export function describePlace(ipAddress: string | null): string {
  const raw = ipAddress?.trim() ?? '';
  const ip = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const family = isIP(ip);
  if (!family) return 'Unknown place';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(ip, type)) return 'This network';
  if (PRIVATE.check(ip, type)) return 'Local network';
  return ip;
}
