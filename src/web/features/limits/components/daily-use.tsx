import { formatMoney } from '#shared/money.ts';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { dailyUse } from '../lib/limits-text.ts';

const ngn = (kobo: number) => formatMoney(kobo, 'NGN');

/** Today's use (Lagos day) of the daily limit: a bar, and what is left in words. */
export function DailyUse({ limit, used }: { limit: number; used: number }) {
  const mask = useMoneyMask();
  const use = dailyUse(limit, used);
  const usedText = `${mask(ngn(use.used))} of ${ngn(use.limit)}`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">Used today</span>
        <span className="tabular-nums" data-testid="daily-use">
          {usedText}
        </span>
      </div>
      <ProgressBar
        label="Used today of your daily limit"
        value={use.used}
        max={use.limit}
        valueText={`${usedText} used today`}
      />
      <p className="text-xs text-muted-foreground">
        {mask(ngn(use.left))} left today. The limit starts again at midnight, Lagos time.
      </p>
    </div>
  );
}
