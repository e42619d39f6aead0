import { ExternalLinkIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminRmbPurchase } from '#shared/schemas/rmb.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { RateLine } from '#web/features/buy-rmb/rate-line.tsx';
import { RmbStatusBadge } from '#web/features/buy-rmb/rmb-status-badge.tsx';
import { rmbQrUrl } from '../api/admin-rmb.ts';
import { isOpen, platformLabel, userName } from '../lib/format.ts';
import { ProcessForm } from './process-form.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** The image from the server (administrators only); a broken one says so. */
function QrImage({ purchase }: { purchase: AdminRmbPurchase }) {
  const [broken, setBroken] = useState(false);
  if (!purchase.has_qr)
    return <p className="text-sm text-muted-foreground">No QR code was provided.</p>;
  if (broken)
    return <p className="text-sm text-destructive">The QR code image could not be loaded.</p>;
  const url = rmbQrUrl(purchase.id);
  return (
    <div className="grid justify-items-center gap-2">
      <img
        src={url}
        alt={`QR code for ${purchase.full_name}`}
        onError={() => setBroken(true)}
        className="size-48 rounded-lg border bg-white object-contain"
      />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ExternalLinkIcon className="size-4" aria-hidden="true" />
        Open full size
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/** One purchase in full, its QR code, and Process while it is open. */
export function RmbDetailDialog({
  purchase,
  onOpenChange,
  onProcessed,
}: {
  purchase: AdminRmbPurchase | null;
  onOpenChange: (open: boolean) => void;
  onProcessed: (updated: AdminRmbPurchase) => void;
}) {
  return (
    <Dialog open={!!purchase} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] grid-cols-1 overflow-y-auto sm:max-w-lg"
        // Focus the dialog itself, not its first button: Enter must never fail a purchase by accident.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {purchase && (
          <>
            <DialogHeader>
              <DialogTitle>RMB Transaction</DialogTitle>
              <DialogDescription className="font-mono text-xs">
                {purchase.reference}
              </DialogDescription>
            </DialogHeader>
            <dl className="divide-y">
              <Row label="Status">
                <RmbStatusBadge status={purchase.status} />
              </Row>
              <Row label="User">
                <span className="block">{userName(purchase)}</span>
                <span className="block text-xs font-normal break-all text-muted-foreground">
                  {purchase.user_email}
                </span>
              </Row>
              <Row label="Platform">{platformLabel(purchase)}</Row>
              <Row label="Naira Amount">{formatMoney(purchase.naira_amount, 'NGN')}</Row>
              <Row label="RMB Amount">{formatMoney(purchase.rmb_amount, 'CNY')}</Row>
              <Row label="Exchange Rate">
                <RateLine rate={purchase.exchange_rate} />
              </Row>
              <Row label="Recipient ID">{purchase.recipient_id}</Row>
              <Row label="Full Name">{purchase.full_name}</Row>
              <Row label="Created">{formatLagosDateTime(purchase.created_at)}</Row>
              {!isOpen(purchase) || purchase.status === 'processing' ? (
                <Row label="Updated">{formatLagosDateTime(purchase.updated_at)}</Row>
              ) : null}
              {purchase.processed_by_email && (
                <Row label="Processed By">{purchase.processed_by_email}</Row>
              )}
              {purchase.failure_reason && (
                <Row label="Failure Reason">{purchase.failure_reason}</Row>
              )}
              {purchase.admin_note && purchase.admin_note !== purchase.failure_reason && (
                <Row label="Admin Note">{purchase.admin_note}</Row>
              )}
            </dl>
            <section aria-labelledby="rmb-qr-heading" className="grid gap-2">
              <h3 id="rmb-qr-heading" className="text-sm font-semibold">
                QR Code
              </h3>
              <QrImage key={purchase.id} purchase={purchase} />
            </section>
            {isOpen(purchase) && (
              <ProcessForm
                key={`${purchase.id}-${purchase.status}`}
                purchase={purchase}
                onProcessed={onProcessed}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
