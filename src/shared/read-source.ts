/**
 * Where a back-office report (a list, a stat, an export) was read from, sent as
 * the `X-Owo-Read-Source` response header:
 *
 *   replica                                   the read replica, within the allowed lag
 *   primary                                   no replica is configured
 *   primary; reason=recent-write              this administrator just changed something
 *   primary; reason=replica-behind; lag=12    the replica is 12 s behind (lag is left out when unknown)
 *   primary; reason=replica-unavailable       the replica does not answer
 */
export const READ_SOURCE_HEADER = 'X-Owo-Read-Source';

export type ReadSource =
  | { source: 'replica' }
  | { source: 'primary'; reason?: 'recent-write' | 'replica-unavailable' }
  | { source: 'primary'; reason: 'replica-behind'; lagSeconds: number | null };

export function formatReadSource(s: ReadSource): string {
  if (s.source === 'replica' || !s.reason) return s.source;
  const lag = s.reason === 'replica-behind' && s.lagSeconds !== null ? `; lag=${s.lagSeconds}` : '';
  return `primary; reason=${s.reason}${lag}`;
}

/** The header's value read back; anything unrecognised is undefined. */
export function parseReadSource(value: string | null | undefined): ReadSource | undefined {
  if (!value) return undefined;
  const [source, ...params] = value.split(';').map((p) => p.trim());
  const param = (name: string) =>
    params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);
  if (source === 'replica') return { source };
  if (source !== 'primary') return undefined;
  const reason = param('reason');
  if (reason === undefined) return { source };
  if (reason === 'recent-write' || reason === 'replica-unavailable') return { source, reason };
  if (reason !== 'replica-behind') return undefined;
  const lag = Number(param('lag'));
  return { source, reason, lagSeconds: param('lag') && Number.isFinite(lag) ? lag : null };
}

/** The back office's notice when reports come from the primary because of the replica, else null. */
export function readSourceNotice(s: ReadSource | undefined): string | null {
  if (s?.source !== 'primary') return null;
  if (s.reason === 'replica-unavailable')
    return 'Reports are read from the main database: the replica is unavailable.';
  if (s.reason === 'replica-behind')
    return s.lagSeconds === null
      ? 'Reports are read from the main database: the replica is behind.'
      : `Reports are read from the main database: the replica is ${s.lagSeconds} s behind.`;
  return null;
}
