import { describe, expect, it } from 'vitest';
import { bannerFor } from './limits-banner.ts';

const base = { kyc_status: 'pending', kyc_submitted: false } as const;

describe('bannerFor', () => {
  it('asks tier 1 for the BVN, with the tier-1 figures', () => {
    const b = bannerFor({ ...base, tier: 1 });
    expect(b?.title).toBe('Verify your BVN to raise your limits');
    expect(b?.text).toContain('₦50,000.00 a day');
    expect(b?.text).toContain('₦300,000.00');
    expect(b?.action).toBe('Verify BVN');
  });

  it('asks tier 2 for the proof of address until documents are sent', () => {
    const b = bannerFor({ ...base, tier: 2 });
    expect(b?.title).toBe('Add a proof of address for tier 3');
    expect(b?.text).toContain('₦5,000,000.00 a day');
    expect(b?.action).toBe('Upload documents');
  });

  it('says the documents are under review, with nothing to click', () => {
    const b = bannerFor({ ...base, tier: 2, kyc_submitted: true });
    expect(b?.title).toBe('Your documents are under review');
    expect(b?.action).toBeUndefined();
  });

  it('a rejection asks for new documents, even with a submission on file', () => {
    const b = bannerFor({ tier: 2, kyc_status: 'rejected', kyc_submitted: true });
    expect(b?.title).toBe('Your documents were not accepted');
    expect(b?.action).toBe('See why');
  });

  it('tier 1 is asked for the BVN even with documents on file (the BVN comes first)', () => {
    expect(bannerFor({ tier: 1, kyc_status: 'pending', kyc_submitted: true })?.action).toBe(
      'Verify BVN',
    );
  });

  it('shows nothing on tier 3', () => {
    expect(bannerFor({ ...base, tier: 3 })).toBeNull();
    expect(bannerFor({ tier: 3, kyc_status: 'verified', kyc_submitted: true })).toBeNull();
  });
});
