import { CheckCircle2Icon, TriangleAlertIcon } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useLedgerCheck } from '../api/admin-reconciliation.ts';

/** The ledger check (every balance equals its entries, every transaction sums to zero). */
export function LedgerCheckCard() {
  const check = useLedgerCheck();
  return (
    <Card aria-labelledby="recon-ledger-check">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id="recon-ledger-check" className="text-base">
          Ledger check
        </CardTitle>
        {check.data &&
          (check.data.ok ? (
            <Badge variant="success">
              <CheckCircle2Icon aria-hidden /> Sound
            </Badge>
          ) : (
            <Badge variant="destructive">
              <TriangleAlertIcon aria-hidden /> {check.data.mismatches.length} problems
            </Badge>
          ))}
      </CardHeader>
      <CardContent className="text-sm">
        {check.isPending && <p className="text-muted-foreground">Checking the ledger...</p>}
        {check.isError && <p className="text-destructive">Could not run the ledger check.</p>}
        {check.data && (
          <p className="text-muted-foreground">
            {check.data.accounts_checked} accounts checked:{' '}
            {check.data.ok
              ? 'every balance equals the sum of its entries and every transaction sums to zero.'
              : 'some balances or transactions do not add up.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
