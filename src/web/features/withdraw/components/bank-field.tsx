import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useBanks } from '../api/get-banks.ts';
import { BankCombobox } from './bank-combobox.tsx';

/** "Bank": the searchable list from GET /api/banks, with its loading and failure states. */
export function BankField({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const banks = useBanks();
  return (
    <div className="grid gap-2">
      <Label htmlFor="withdraw-bank">Bank</Label>
      <BankCombobox
        id="withdraw-bank"
        banks={banks.data ?? []}
        value={value}
        onChange={onChange}
        disabled={!banks.data}
        placeholder={banks.isPending ? 'Loading banks...' : undefined}
        describedBy={banks.isError ? 'withdraw-bank-error' : undefined}
      />
      {banks.isError && !banks.data && (
        <div id="withdraw-bank-error" role="alert" className="flex items-center gap-3 text-sm">
          <span className="text-destructive">Failed to load banks</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void banks.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
