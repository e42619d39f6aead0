import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** POST /api/rmb/qr (multipart `file`): answers the id the purchase refers to. */
export function useUploadRmbQr() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('file', file);
      return api('POST /api/rmb/qr', { body });
    },
  });
}
