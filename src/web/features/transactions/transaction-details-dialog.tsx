import { formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { cn } from '#web/lib/cn.ts';
import { StatusBadge } from './components/status-badge.tsx';
import { TransactionReceiptActions } from './components/transaction-receipt-actions.tsx';
import { signedAmount } from './lib/signed-amount.ts';
import { titleCase, transactionTitle, transactionTypeLabel } from './lib/transaction-labels.ts';

/**
 * One transaction's details, with its reference to copy (what support asks for,
 * as the Help page says) and its receipt to download or share. Opened from any
 * transaction row.
 */
export function TransactionDetailsDialog({
  transaction: t,
  onClose,
}: {
  transaction: Transaction | null;
  onClose: () => void;
}) {
  const mask = useMoneyMask();
  return (
    <Dialog open={t !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Transaction Details</DialogTitle>
          <DialogDescription className="break-words">
            {t ? transactionTitle(t) : ''}
          </DialogDescription>
        </DialogHeader>
        {t && (
          <>
            <p
              className={cn(
                'text-center text-3xl font-bold tabular-nums break-all',
                t.direction === 'credit' && 'text-green-700',
              )}
              data-testid="transaction-amount"
            >
              {mask(signedAmount(t))}
            </p>
            <dl className="grid gap-2 text-sm">
              <Row label="Type">{transactionTypeLabel(t.transaction_type)}</Row>
              <Row label="Category">{titleCase(t.category)}</Row>
              <Row label="Status">
                <StatusBadge status={t.status} />
              </Row>
              <Row label="Date">
                <time dateTime={t.created_at}>{formatLagosDateTimeWat(t.created_at)}</time>
              </Row>
              <Row label="Wallet">{t.currency}</Row>
              {t.description?.trim() && <Row label="Description">{t.description.trim()}</Row>}
            </dl>
            <div className="flex items-center justify-between gap-3 rounded-lg bg-muted p-3">
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">Reference</p>
                <p className="font-mono text-sm break-all" data-testid="transaction-reference">
                  {t.reference}
                </p>
              </div>
              <CopyButton value={t.reference} what="reference" />
            </div>
            <TransactionReceiptActions transaction={t} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}
