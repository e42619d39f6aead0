import { BadgeCheckIcon } from 'lucide-react';
import type { BillVerifyResult } from '#shared/schemas/bills.ts';

/** Who the provider says owns the number: name, and the address or current bouquet. */
export function CustomerCard({
  result,
  kind,
}: {
  result: BillVerifyResult;
  kind: 'electricity' | 'cable';
}) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900"
    >
      <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
      <dl className="grid gap-1">
        <div>
          <dt className="sr-only">Customer name</dt>
          <dd className="font-semibold">{result.customer_name}</dd>
        </div>
        {kind === 'electricity' && result.address && (
          <div>
            <dt className="sr-only">Address</dt>
            <dd>{result.address}</dd>
          </div>
        )}
        {kind === 'cable' && result.current_bouquet && (
          <div className="flex gap-1">
            <dt>Current bouquet:</dt>
            <dd className="font-medium">{result.current_bouquet}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
