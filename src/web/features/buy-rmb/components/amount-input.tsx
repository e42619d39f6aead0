import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

/** One of the two linked amounts: a currency sign inside the field, decimal keyboard on phones. */
export function AmountInput({
  id,
  label,
  symbol,
  value,
  onValue,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  symbol: string;
  value: string;
  onValue: (text: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        >
          {symbol}
        </span>
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          maxLength={20}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="h-12 pl-8 text-lg font-semibold tabular-nums md:text-lg"
        />
      </div>
    </div>
  );
}
