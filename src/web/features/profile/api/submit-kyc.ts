import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { meQueryKey } from './get-me.ts';

export interface KycSubmission {
  idType: 'nin' | 'passport';
  document: File;
  /** A utility bill from the last 3 months: tier 3 needs it with the ID. */
  proofOfAddress: File;
}

/** Where the signed-in user's own documents are served (private, cookie session). */
export const KYC_DOCUMENT_URL = '/api/kyc/document';
export const KYC_PROOF_OF_ADDRESS_URL = '/api/kyc/proof-of-address';

/** POST /api/kyc (multipart): the server checks both files by content and sets the status to pending. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idType, document, proofOfAddress }: KycSubmission) => {
      const body = new FormData();
      body.set('id_type', idType);
      body.set('document', document);
      body.set('proof_of_address', proofOfAddress);
      return api('POST /api/kyc', { body });
    },
    onSuccess: () =>
      Promise.all(
        [meQueryKey, queryKeys.limits].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
