import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import { NETWORK_NAMES } from '#shared/schemas/bills-networks.ts';
import {
  type BillService,
  type BillStatus,
  CABLE_PROVIDER_NAMES,
  DISCOS,
} from '#shared/schemas/bills-options.ts';

export const SERVICE_LABELS: Record<BillService, string> = {
  airtime: 'Airtime',
  data: 'Data',
  electricity: 'Electricity',
  cable: 'Cable TV',
};

export const STATUS_LABELS: Record<BillStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  refunded: 'Refunded',
};

/** The network, the DISCO (its short code, e.g. AEDC) or the cable company. */
export function billProvider(bill: AdminBill): string {
  if (bill.network) return NETWORK_NAMES[bill.network];
  if (bill.disco) return DISCOS[bill.disco].name.match(/\(([^)]+)\)$/)?.[1] ?? bill.disco;
  if (bill.provider) return CABLE_PROVIDER_NAMES[bill.provider];
  return 'N/A';
}

/** The number the bill was paid to other than the phone: a meter (and its type) or a smartcard. */
export function billAccount(bill: AdminBill): string | null {
  if (bill.meter_number) {
    return bill.meter_type ? `${bill.meter_number} (${bill.meter_type})` : bill.meter_number;
  }
  return bill.smartcard;
}

/** What was bought, when it has a name: the data plan or the cable package. */
export const billItem = (bill: AdminBill): string | null =>
  bill.plan_name ?? bill.package_name ?? null;

/** What Process found out, for its toast. */
export function requeryOutcome(bill: AdminBill): {
  kind: 'success' | 'error' | 'info';
  title: string;
  description: string;
} {
  switch (bill.status) {
    case 'delivered':
      return {
        kind: 'success',
        title: 'Bill delivered',
        description: `VTpass delivered ${bill.reference}; the payment is settled.`,
      };
    case 'refunded':
      return {
        kind: 'error',
        title: 'Bill refunded',
        description: `VTpass did not deliver ${bill.reference}; the money is back in the user's wallet.`,
      };
    case 'pending':
      return {
        kind: 'info',
        title: 'Still pending',
        description: `VTpass has not decided on ${bill.reference} yet. It will be checked again.`,
      };
  }
}
