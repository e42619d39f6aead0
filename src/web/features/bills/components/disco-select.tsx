import type { ElectricityProvider } from '#shared/schemas/bills.ts';
import type { Disco } from '#shared/schemas/bills-options.ts';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';

/** The DISCOs by full name, from GET /api/bills/electricity-providers. */
export function DiscoSelect({
  providers,
  loading,
  value,
  onChange,
}: {
  providers: ElectricityProvider[];
  loading: boolean;
  value: Disco | null;
  onChange: (d: Disco) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="bill-disco">Electricity Provider</Label>
      <Select value={value ?? ''} onValueChange={(v) => onChange(v as Disco)}>
        <SelectTrigger id="bill-disco" disabled={loading && providers.length === 0}>
          <SelectValue placeholder={loading ? 'Loading providers...' : 'Select provider'} />
        </SelectTrigger>
        <SelectContent>
          {providers.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
