import { formatMoney } from '#shared/money.ts';
import { koboPerYuan } from './lib/convert-rmb.ts';

/** "¥1 = ₦212.77" for the rate NGN to CNY "0.0047": what a buyer of yuan compares. */
export function rateText(rate: string) {
  return `¥1 = ${formatMoney(koboPerYuan(rate), 'NGN')}`;
}

export function RateLine({ rate }: { rate: string }) {
  return (
    <span className="tabular-nums">
      {rateText(rate)}
      <span className="block text-xs font-normal text-muted-foreground">1 NGN = {rate} CNY</span>
    </span>
  );
}
