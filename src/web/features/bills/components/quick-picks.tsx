import { formatMoney } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';

/** Quick amounts (naira) under an amount field. */
export function QuickPicks({
  amounts,
  onPick,
}: {
  amounts: readonly number[];
  onPick: (naira: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {amounts.map((a) => (
        <Button
          key={a}
          type="button"
          variant="outline"
          size="sm"
          className="rounded-full"
          onClick={() => onPick(String(a))}
        >
          {formatMoney(a * 100, 'NGN', { whole: true })}
        </Button>
      ))}
    </div>
  );
}
