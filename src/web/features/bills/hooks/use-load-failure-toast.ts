import { useEffect } from 'react';
import { BILL_MESSAGES } from '#shared/schemas/bills-requests.ts';
import { notify } from '#web/lib/toast.ts';

/** A plan, package or DISCO list that did not load: one error toast per failure. */
export function useLoadFailureToast(failed: boolean) {
  useEffect(() => {
    if (failed) notify.error(BILL_MESSAGES.failedTitle, BILL_MESSAGES.failed);
  }, [failed]);
}
