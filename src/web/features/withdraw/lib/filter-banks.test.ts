import { describe, expect, it } from 'vitest';
import { filterBanks } from './filter-banks.ts';

const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '033', name: 'United Bank For Africa' },
];

describe('filterBanks', () => {
  it('answers every bank for an empty search', () => {
    expect(filterBanks(BANKS, '  ')).toHaveLength(5);
  });

  it('matches words of the name in any order, ignoring case', () => {
    expect(filterBanks(BANKS, 'guaranty').map((b) => b.code)).toEqual(['058']);
    expect(filterBanks(BANKS, 'BANK zen').map((b) => b.code)).toEqual(['057']);
    expect(filterBanks(BANKS, 'nothing like it')).toEqual([]);
  });

  it('puts names that start with the search first', () => {
    expect(filterBanks(BANKS, 'u').map((b) => b.code)[0]).toBe('033');
  });

  it('matches a code by its first digits', () => {
    expect(filterBanks(BANKS, '05').map((b) => b.code)).toEqual(['058', '057']);
    expect(filterBanks(BANKS, '502').map((b) => b.code)).toEqual(['50211']);
  });
});
