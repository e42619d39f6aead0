import { CopyButton } from '#web/components/copy-button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';

/** The funding bank account (from the server's public config), each value copyable. */
export function BankAccountDetails() {
  const config = usePublicConfig();
  const bank = config.data?.bank;
  const rows = [
    { label: 'Account Number', value: bank?.account_number },
    { label: 'Bank Name', value: bank?.bank_name },
    { label: 'Account Name', value: bank?.account_name },
  ];
  if (config.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the account details. Please refresh the page.
      </p>
    );
  return (
    <dl className="grid grid-cols-1 gap-2">
      {rows.map((r) => (
        <div key={r.label} className="rounded-lg border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{r.label}</dt>
          <dd className="flex items-center justify-between gap-3">
            <span className="min-w-0 font-semibold break-words tabular-nums">
              {r.value ?? <Skeleton className="mt-1 h-4 w-32" />}
            </span>
            {r.value && <CopyButton value={r.value} what="field" label={r.label} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
