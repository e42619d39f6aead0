import { describe, expect, it } from 'vitest';
import { canApproveKyc, canDecideKyc, formatFileSize, formatLocation } from './format.ts';

describe('the users screen formats', () => {
  it('shows file sizes in MB with two decimals', () => {
    expect(formatFileSize(1_572_864)).toBe('1.50 MB');
    expect(formatFileSize(70)).toBe('0.00 MB');
    expect(formatFileSize(5_242_880)).toBe('5.00 MB');
    expect(formatFileSize(null)).toBe('N/A');
    expect(formatFileSize(undefined)).toBe('N/A');
  });

  it('joins what is known of the location', () => {
    expect(formatLocation({ city: 'Ibadan', state: 'Oyo', country: 'Nigeria' })).toBe(
      'Ibadan, Oyo, Nigeria',
    );
    expect(formatLocation({ city: null, state: ' ', country: null })).toBe('N/A');
  });

  const file = { file_name: 'a.png', file_size: 1, file_type: 'image/png', uploaded_at: null };
  const doc = { id_type: 'nin' as const, id_document: file, proof_of_address: file };

  it('offers a KYC decision only on a pending submission with a document', () => {
    expect(canDecideKyc({ kyc_status: 'pending', kyc_documents: doc })).toBe(true);
    expect(canDecideKyc({ kyc_status: 'verified', kyc_documents: doc })).toBe(false);
    expect(canDecideKyc({ kyc_status: 'pending', kyc_documents: null })).toBe(false);
  });

  it('offers Approve (tier 3) only with a verified BVN and both files', () => {
    expect(canApproveKyc({ kyc_status: 'pending', kyc_documents: doc, tier: 2 })).toBe(true);
    expect(canApproveKyc({ kyc_status: 'pending', kyc_documents: doc, tier: 1 })).toBe(false);
    const noProof = { ...doc, proof_of_address: null };
    expect(canApproveKyc({ kyc_status: 'pending', kyc_documents: noProof, tier: 2 })).toBe(false);
    expect(canApproveKyc({ kyc_status: 'verified', kyc_documents: doc, tier: 3 })).toBe(false);
  });
});
