import type { Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { cn } from '#web/lib/cn.ts';

type Tone = 'income' | 'expenses' | 'net';

/** One labelled figure; net is green with "+" when positive, red otherwise. */
export function MoneyFigure({
  label,
  amount,
  currency,
  tone,
  large = false,
}: {
  label: string;
  amount: number;
  currency: Currency;
  tone: Tone;
  large?: boolean;
}) {
  const colour =
    tone === 'income' || (tone === 'net' && amount > 0) ? 'text-green-700' : 'text-red-600';
  return (
    <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-start sm:gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'font-semibold tabular-nums',
          large ? 'text-xl sm:text-2xl' : 'text-base sm:text-lg',
          colour,
        )}
      >
        {formatMoney(amount, currency, { signed: tone === 'net' })}
      </dd>
    </div>
  );
}
