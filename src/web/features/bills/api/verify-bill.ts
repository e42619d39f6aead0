import { useMutation } from '@tanstack/react-query';
import type { BillVerify } from '#shared/schemas/bills-requests.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/bills/verify: the customer behind a meter or smartcard number. Moves no money. */
export function useVerifyBill() {
  return useMutation({
    mutationFn: (body: BillVerify) => api('POST /api/bills/verify', { body }),
  });
}
