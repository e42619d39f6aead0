import { describe, expect, it } from 'vitest';
import { KYC_REASON_REQUIRED } from '#shared/schemas/admin-users.ts';
import { checkRejectionReason } from './kyc-reason.ts';

describe('the Reject KYC reason', () => {
  it('is required: empty, blank or too short says what is missing', () => {
    for (const text of ['', '   ', 'no', ' \n ab \n'])
      expect(checkRejectionReason(text)).toEqual({ error: KYC_REASON_REQUIRED });
  });

  it('is plain text of at most 500 characters, sent trimmed with its lines', () => {
    expect(checkRejectionReason('  Blurry photo.\r\nUpload a clear scan.  ')).toEqual({
      reason: 'Blurry photo.\nUpload a clear scan.',
    });
    expect(checkRejectionReason('x'.repeat(500))).toEqual({ reason: 'x'.repeat(500) });
    expect(checkRejectionReason('x'.repeat(501))).toEqual({
      error: 'must be at most 500 characters',
    });
    expect(checkRejectionReason('Blurry\u202E photo')).toEqual({
      error: 'must use letters, numbers and ordinary punctuation only',
    });
  });
});
