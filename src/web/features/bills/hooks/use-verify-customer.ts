import type { Dispatch } from 'react';
import { BILL_MESSAGES, type BillVerify } from '#shared/schemas/bills-requests.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useVerifyBill } from '../api/verify-bill.ts';
import type { BillFormAction, BillFormState, VerifiedFor } from '../lib/bill-form-state.ts';

const FAILED = {
  electricity: 'Failed to verify meter number',
  cable: 'Failed to verify IUC number',
} as const;

/** What Verify sends for the form as it stands, or null when a piece is missing. */
function request(service: 'electricity' | 'cable', s: BillFormState): BillVerify | null {
  if (service === 'electricity')
    // A meter number of the wrong length is not worth asking about (the hint says 11-13 digits).
    return /^\d{11,13}$/.test(s.meterNumber.trim()) && s.disco && s.meterType
      ? {
          service,
          disco: s.disco,
          meter_number: s.meterNumber.trim(),
          meter_type: s.meterType,
        }
      : null;
  return s.smartcard.trim() && s.provider
    ? { service, provider: s.provider, smartcard: s.smartcard.trim() }
    : null;
}

/** The Verify button of the electricity and cable forms: asks VTpass who the customer is. */
export function useVerifyCustomer(
  service: 'electricity' | 'cable',
  state: BillFormState,
  dispatch: Dispatch<BillFormAction>,
) {
  const mutation = useVerifyBill();
  const body = request(service, state);

  const verify = () => {
    if (!body) {
      notify.error(
        BILL_MESSAGES.missingTitle,
        service === 'electricity' ? BILL_MESSAGES.missingMeter : BILL_MESSAGES.missingIuc,
      );
      return;
    }
    const asked: VerifiedFor =
      service === 'electricity'
        ? { disco: state.disco, meterType: state.meterType, meterNumber: state.meterNumber }
        : { provider: state.provider, smartcard: state.smartcard };
    mutation.mutate(body, {
      onSuccess: (result) => {
        dispatch({ type: 'verified', result, for: asked });
        const n = service === 'electricity' ? state.meterNumber.trim() : state.smartcard.trim();
        if (service === 'electricity')
          notify.success(BILL_MESSAGES.meterVerifiedTitle, BILL_MESSAGES.meterVerified(n));
        else notify.success(BILL_MESSAGES.iucVerifiedTitle, BILL_MESSAGES.iucVerified(n));
      },
      onError: (e) => {
        // A 4xx carries the reason (a wrong number, a bad field); anything else is our failure.
        const said = isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : null;
        notify.error(BILL_MESSAGES.verifyFailedTitle, said ?? FAILED[service]);
      },
    });
  };

  return { verify, canVerify: body !== null, verifying: mutation.isPending };
}
