import { formatMoney } from '#shared/money.ts';
import type { CablePackage } from '#shared/schemas/bills.ts';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';

/** The provider's packages with their prices, from GET /api/bills/cable-packages. */
export function PackageSelect({
  packages,
  loading,
  disabled,
  value,
  onChange,
}: {
  packages: CablePackage[];
  loading: boolean;
  disabled: boolean;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const placeholder = disabled
    ? 'Select a provider first'
    : loading
      ? 'Loading packages...'
      : 'Select package';
  return (
    <div className="grid gap-2">
      <Label htmlFor="bill-package">Package</Label>
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger id="bill-package" disabled={disabled || packages.length === 0}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {packages.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.name} · {formatMoney(p.amount, 'NGN')}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
