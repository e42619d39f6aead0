import { CopyButton } from '#web/components/copy-button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

export interface AccountFields {
  account_number: string;
  bank_name: string;
  account_name: string;
}

/** An account to transfer to, each value copyable; skeletons while it loads. */
export function AccountRows({ account }: { account: AccountFields | undefined }) {
  const rows = [
    { label: 'Account Number', value: account?.account_number },
    { label: 'Bank Name', value: account?.bank_name },
    { label: 'Account Name', value: account?.account_name },
  ];
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
