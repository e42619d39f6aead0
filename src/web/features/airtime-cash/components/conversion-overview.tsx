import { formatMoney } from '#shared/money.ts';
import { type AirtimeNetwork, airtimeCashFee } from '#shared/schemas/airtime-cash.ts';

/** The overview card: what is sent, the fee, and what reaches the NGN wallet. */
export function ConversionOverview({
  network,
  amount,
  feePercent,
}: {
  network: AirtimeNetwork | null;
  /** Kobo, when an amount is typed. */
  amount: number | null;
  feePercent: number | null;
}) {
  const fee = amount !== null && feePercent !== null ? airtimeCashFee(amount, feePercent) : null;
  const money = (kobo: number | null) => (kobo === null ? '–' : formatMoney(kobo, 'NGN'));
  const rows = [
    { label: 'Network', value: network ?? '–' },
    { label: 'Airtime Amount', value: money(amount) },
    {
      label: feePercent === null ? 'Fee' : `Fee (${feePercent}%)`,
      value: fee === null ? '–' : `-${money(fee)}`,
    },
  ];
  return (
    <section
      aria-labelledby="overview-heading"
      className="grid gap-3 rounded-2xl border bg-muted/40 p-4"
    >
      <h3 id="overview-heading" className="font-semibold">
        Conversion Overview
      </h3>
      <dl className="grid gap-2 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{r.label}</dt>
            <dd className="font-medium tabular-nums">{r.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 text-base">
          <dt className="font-semibold">You Receive</dt>
          <dd className="font-bold text-green-700 tabular-nums">
            {amount !== null && fee !== null ? money(amount - fee) : '–'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
