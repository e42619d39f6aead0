import type { Profile } from '#shared/schemas/profile.ts';

export type KycLabel = 'Not Started' | 'Under Review' | 'Verified' | 'Rejected';

/** Pending reads "Not Started" until a document exists, then "Under Review". */
export function kycLabel(profile: Pick<Profile, 'kyc_status' | 'kyc_documents'>): KycLabel {
  switch (profile.kyc_status) {
    case 'verified':
      return 'Verified';
    case 'rejected':
      return 'Rejected';
    default:
      return profile.kyc_documents ? 'Under Review' : 'Not Started';
  }
}
