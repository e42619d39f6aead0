import { describe, expect, it } from 'vitest';
import { sentenceLabel, titleLabel } from './labels.ts';

describe('labels for stored codes', () => {
  it('writes RMB and other abbreviations in capitals, never "Rmb"', () => {
    expect(sentenceLabel('rmb')).toBe('RMB');
    expect(titleLabel('rmb')).toBe('RMB');
    expect(sentenceLabel('rmb_purchase')).toBe('RMB purchase');
    expect(titleLabel('kyc_review')).toBe('KYC Review');
  });

  it('turns other codes into words', () => {
    expect(sentenceLabel('transfer_in')).toBe('Transfer in');
    expect(titleLabel('bills_payment')).toBe('Bills Payment');
    expect(titleLabel('online purchase')).toBe('Online Purchase');
    // A word that merely starts like an abbreviation is left alone.
    expect(titleLabel('pinned_identity')).toBe('Pinned Identity');
  });
});
