import type { CablePackage, DataPlan } from '#shared/schemas/bills.ts';
import { NETWORK_NAMES } from '#shared/schemas/bills-networks.ts';
import {
  type BillService,
  CABLE_PROVIDER_NAMES,
  DISCOS,
  METER_TYPE_HINTS,
} from '#shared/schemas/bills-options.ts';
import type { SummaryRow } from '../components/transaction-summary.tsx';
import type { BillFormState } from './bill-form-state.ts';

export const SERVICE_NAMES: Record<BillService, string> = {
  airtime: 'Airtime',
  data: 'Data',
  electricity: 'Electricity',
  cable: 'Cable TV',
};

/** The Transaction Summary's lines for the form as filled. */
export function summaryRows(
  service: BillService,
  s: BillFormState,
  lookups: { plans: DataPlan[]; packages: CablePackage[] },
): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: 'Service', value: SERVICE_NAMES[service] }];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push({ label, value });
  };
  if (service === 'airtime' || service === 'data') {
    add('Network', s.network && NETWORK_NAMES[s.network]);
    add('Phone Number', s.phone);
    if (service === 'data') add('Plan', lookups.plans.find((p) => p.id === s.planId)?.name);
  } else if (service === 'electricity') {
    add('DISCO', s.disco && DISCOS[s.disco].name);
    add(
      'Meter Type',
      s.meterType &&
        `${s.meterType === 'prepaid' ? 'Prepaid' : 'Postpaid'} (${METER_TYPE_HINTS[s.meterType]})`,
    );
    add('Meter Number', s.meterNumber);
    add('Customer', s.verification?.customer_name);
    add('Phone Number', s.phone);
  } else {
    add('Provider', s.provider && CABLE_PROVIDER_NAMES[s.provider]);
    add('Package', lookups.packages.find((p) => p.id === s.packageId)?.name);
    add('Smartcard Number', s.smartcard);
    add('Customer', s.verification?.customer_name);
    add('Phone Number', s.phone);
  }
  return rows;
}

/** What the PIN dialog says the PIN confirms. */
export function pinDescription(service: BillService, s: BillFormState, amount: string): string {
  const to =
    service === 'electricity'
      ? `meter ${s.meterNumber}`
      : service === 'cable'
        ? `smartcard ${s.smartcard}`
        : s.phone;
  return `Pay ${amount} for ${SERVICE_NAMES[service]} to ${to}.`;
}
