import { formatMoney } from '#shared/money.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { BILL_MESSAGES } from '#shared/schemas/bills-requests.ts';
import { notify } from '#web/lib/toast.ts';

/** The success toast for a delivered bill that has no token receipt to show. */
export function announceBill(bill: Bill) {
  const amount = formatMoney(bill.amount, 'NGN');
  switch (bill.service) {
    case 'airtime':
      return notify.success(
        BILL_MESSAGES.successTitle,
        BILL_MESSAGES.airtimeSuccess(amount, bill.phone ?? ''),
      );
    case 'data':
      return notify.success(
        BILL_MESSAGES.successTitle,
        BILL_MESSAGES.dataSuccess(bill.phone ?? ''),
      );
    case 'cable':
      return notify.success(
        BILL_MESSAGES.successTitle,
        BILL_MESSAGES.cableSuccess(bill.smartcard ?? ''),
      );
    case 'electricity': {
      const paid = BILL_MESSAGES.electricitySuccess(amount, bill.meter_number ?? '');
      // A prepaid meter without a token: paid, but the token has to come another way.
      const text = bill.meter_type === 'prepaid' ? `${paid}. ${BILL_MESSAGES.noToken}` : paid;
      return notify.success(BILL_MESSAGES.successTitle, text);
    }
  }
}
