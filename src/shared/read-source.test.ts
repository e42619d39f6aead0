import { describe, expect, it } from 'vitest';
import {
  formatReadSource,
  parseReadSource,
  type ReadSource,
  readSourceNotice,
} from './read-source.ts';

const SOURCES: [ReadSource, string][] = [
  [{ source: 'replica' }, 'replica'],
  [{ source: 'primary' }, 'primary'],
  [{ source: 'primary', reason: 'recent-write' }, 'primary; reason=recent-write'],
  [{ source: 'primary', reason: 'replica-unavailable' }, 'primary; reason=replica-unavailable'],
  [
    { source: 'primary', reason: 'replica-behind', lagSeconds: 12 },
    'primary; reason=replica-behind; lag=12',
  ],
  [
    { source: 'primary', reason: 'replica-behind', lagSeconds: null },
    'primary; reason=replica-behind',
  ],
];

describe('the X-Owo-Read-Source header', () => {
  it('is written and read back the same', () => {
    for (const [source, header] of SOURCES) {
      expect(formatReadSource(source)).toBe(header);
      expect(parseReadSource(header)).toEqual(source);
    }
  });

  it('reads anything else as nothing', () => {
    for (const v of [null, '', 'standby', 'primary; reason=bored', 'replica-ish'])
      expect(parseReadSource(v)).toBeUndefined();
  });

  it('gives a notice only when the replica is the reason', () => {
    expect(SOURCES.map(([s]) => readSourceNotice(s))).toEqual([
      null,
      null,
      null,
      'Reports are read from the main database: the replica is unavailable.',
      'Reports are read from the main database: the replica is 12 s behind.',
      'Reports are read from the main database: the replica is behind.',
    ]);
  });
});
