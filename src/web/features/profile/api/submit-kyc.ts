import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { meQueryKey } from './get-me.ts';

export interface KycSubmission {
  idType: 'nin' | 'passport';
  document: File;
}

/** Where the signed-in user's own document is served (private, cookie session). */
export const KYC_DOCUMENT_URL = '/api/kyc/document';

/** POST /api/kyc (multipart): the server checks the file by content and sets the status to pending. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idType, document }: KycSubmission) => {
      const body = new FormData();
      body.set('id_type', idType);
      body.set('document', document);
      return api('POST /api/kyc', { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
