import { describe, expect, it } from 'vitest';
import { decisionBody } from './format.ts';

describe('decisionBody', () => {
  it('sends trimmed notes and leaves empty ones out', () => {
    expect(decisionBody('approve', '  checked  ', '')).toEqual({
      decision: 'approve',
      admin_notes: 'checked',
    });
    expect(decisionBody('approve', '   ', '')).toEqual({ decision: 'approve' });
  });

  it('sends the failure reason on a rejection only', () => {
    expect(decisionBody('approve', '', 'wrong account')).toEqual({ decision: 'approve' });
    expect(decisionBody('reject', '', ' Wrong account name ')).toEqual({
      decision: 'reject',
      failure_reason: 'Wrong account name',
    });
  });
});
