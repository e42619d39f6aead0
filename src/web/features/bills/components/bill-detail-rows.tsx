import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { NETWORK_NAMES } from '#shared/schemas/bills-networks.ts';
import { CABLE_PROVIDER_NAMES, DISCOS } from '#shared/schemas/bills-options.ts';
import { SERVICE_NAMES } from '../lib/summary-rows.ts';

/** The lines a bill's detail and receipt show: each one only where the bill has it. */
export function billDetailRows(bill: Bill): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    ['Amount', formatMoney(bill.amount, 'NGN')],
    ['Service Type', SERVICE_NAMES[bill.service]],
    ['Date & Time', formatLagosDateTime(bill.created_at)],
    ['Phone Number', bill.phone],
    ['Meter Number', bill.meter_number],
    ['Account Number', bill.smartcard],
    ['Network', bill.network && NETWORK_NAMES[bill.network]],
    ['DISCO', bill.disco && DISCOS[bill.disco].name],
    ['Provider', bill.provider && CABLE_PROVIDER_NAMES[bill.provider]],
    ['Plan', bill.plan_name],
    ['Package', bill.package_name],
    ['Customer Name', bill.customer_name],
    ['Address', bill.customer_address],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

export function DetailList({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map((r) => (
        <div key={r.label} className="flex justify-between gap-4">
          <dt className="shrink-0 text-muted-foreground">{r.label}</dt>
          <dd className="min-w-0 text-right font-medium break-words">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
