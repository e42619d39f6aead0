import { RATES_DIALOG_PLACEHOLDER } from '#shared/constants.ts';
import { formatLagosFullDateTime } from '#shared/lagos-time.ts';
import { convertMinor, formatMoney } from '#shared/money.ts';
import { CurrencyFlag } from '#web/components/currency-flag.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRates } from '#web/features/wallets/api/get-rates.ts';

/** Naira for one unit (100 minor units) at a decimal rate; a placeholder when none. */
function nairaFor(rate: string | null | undefined, placeholder: number) {
  if (rate) {
    try {
      return formatMoney(convertMinor(100, rate), 'NGN');
    } catch {
      // A malformed rate reads as "not loaded".
    }
  }
  return formatMoney(placeholder * 100, 'NGN', { whole: true });
}

/** "Exchange Rates for Today" with the naira value of 1 USD and of 1 RMB. */
export function RatesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Asked again each time it opens (the cached answer shows meanwhile), so a
  // rate an administrator has just changed shows at once.
  const rates = useRates({ enabled: open, staleTime: 0 });
  const rows = [
    {
      currency: 'USD' as const,
      label: '1 USD',
      name: 'US Dollar',
      value: nairaFor(rates.data?.USD_NGN, RATES_DIALOG_PLACEHOLDER.USD_NGN),
    },
    {
      currency: 'CNY' as const,
      label: '1 RMB',
      name: 'Chinese Yuan',
      value: nairaFor(rates.data?.CNY_NGN, RATES_DIALOG_PLACEHOLDER.CNY_NGN),
    },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exchange Rates for Today</DialogTitle>
          <DialogDescription>{formatLagosFullDateTime(new Date())}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3" aria-busy={rates.isPending && open}>
          {rows.map((r) => (
            <li
              key={r.currency}
              className="flex items-center justify-between gap-4 rounded-lg border bg-muted/40 p-4"
            >
              <span className="flex items-center gap-3">
                <CurrencyFlag currency={r.currency} />
                <span>
                  <span className="block font-semibold">{r.label}</span>
                  <span className="block text-xs text-muted-foreground">{r.name}</span>
                </span>
              </span>
              {rates.isPending ? (
                <Skeleton className="h-6 w-24" />
              ) : (
                <span className="text-lg font-bold tabular-nums" data-testid={`rate-${r.currency}`}>
                  {r.value}
                </span>
              )}
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Rates are indicative and may change when you convert or buy.
        </p>
      </DialogContent>
    </Dialog>
  );
}
