import { describe, expect, it } from 'vitest';
import { outcomeOf, tokenOf } from './outcome.ts';

// How VTpass's codes, statuses and tokens read as an outcome.

describe('codes and statuses', () => {
  const withStatus = (code: unknown, status?: string) => ({
    code,
    response_description: 'X',
    content: status ? { transactions: { status } } : undefined,
  });

  it('refunds only on a clear refusal', () => {
    expect(outcomeOf(withStatus('000', 'reversed')).kind).toBe('reversed');
    expect(outcomeOf(withStatus('000', 'failed')).kind).toBe('failed');
    expect(outcomeOf(withStatus('040')).kind).toBe('reversed');
    for (const code of ['016', '091', '010', '011', '012', '013', '017', '020', '030'])
      expect(outcomeOf(withStatus(code)), code).toMatchObject({ kind: 'failed', code });
    expect(outcomeOf(withStatus(16))).toMatchObject({ kind: 'failed', code: '016' });
  });

  it('keeps everything unclear pending', () => {
    for (const status of ['initiated', 'pending', 'resolved', 'odd', undefined])
      expect(outcomeOf(withStatus('000', status)).kind, String(status)).toBe('pending');
    for (const code of ['099', '089', '044', '001', '014', '018', '019', '083', '085', '087', 'x'])
      expect(outcomeOf(withStatus(code)), code).toMatchObject({ kind: 'pending', code });
    expect(outcomeOf({ nothing: true })).toMatchObject({ kind: 'pending', code: null });
    expect(outcomeOf('a string')).toMatchObject({ kind: 'pending', code: null });
    expect(outcomeOf(null).kind).toBe('pending');
    expect(outcomeOf([1, 2]).kind).toBe('pending');
  });

  it('015 is an unknown request_id', () => {
    expect(outcomeOf(withStatus('015'))).toMatchObject({ kind: 'not_found', code: '015' });
  });

  it('reads tokens from every place VTpass puts them', () => {
    expect(tokenOf('Token : 1234-5678')).toBe('1234-5678');
    expect(tokenOf('token: 99')).toBe('99');
    expect(tokenOf('')).toBeNull();
    expect(tokenOf('N/A')).toBeNull();
    expect(tokenOf('Token : ')).toBeNull();
    expect(tokenOf(4242)).toBe('4242');
    expect(tokenOf({ token: 'Token : 42' })).toBe('42');
    expect(tokenOf(null)).toBeNull();
  });
});
