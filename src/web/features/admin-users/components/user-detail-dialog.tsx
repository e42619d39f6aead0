import { ArrowRightIcon, Loader2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminUser, AdminUserDetail } from '#shared/schemas/admin-users.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ADMIN_ROOT } from '#web/features/admin/admin-nav.ts';
import { HeldStatusBadge } from '#web/features/admin-held-deposits/held-status-badge.tsx';
import { useAdminUser } from '../api/admin-users.ts';
import { displayName } from '../lib/format.ts';
import { DetailRow } from './detail-row.tsx';
import { KycBadge, TierBadge } from './user-badges.tsx';

const ACCOUNT_STATUS = {
  active: { label: 'Active', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

/** "•••• 1234", or that the BVN was never checked. */
export const bvnText = (last4: string | null) => (last4 ? `•••• ${last4}` : 'Not verified');

/**
 * A user's tier and what it rests on: the BVN, their own account number for
 * bank transfers, and the deposits held because the tier could not take them.
 * The list's row shows at once; the rest comes from the user's own read.
 */
export function UserDetailDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const detail = useAdminUser(user?.id ?? null);
  return (
    <Dialog open={!!user} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {user && (
          <>
            <DialogHeader>
              <DialogTitle>User details</DialogTitle>
              <DialogDescription className="wrap-anywhere">{displayName(user)}</DialogDescription>
            </DialogHeader>
            <section aria-labelledby="user-detail-verification">
              <h3 id="user-detail-verification" className="mb-1 text-sm font-semibold">
                Verification
              </h3>
              <dl className="divide-y">
                <DetailRow label="Email">{user.email}</DetailRow>
                <DetailRow label="Tier">
                  <TierBadge tier={detail.data?.tier ?? user.tier} />
                </DetailRow>
                <DetailRow label="KYC Status">
                  <KycBadge status={user.kyc_status} />
                </DetailRow>
                <DetailRow label="BVN">
                  {detail.data ? bvnText(detail.data.bvn_last4) : '…'}
                </DetailRow>
              </dl>
            </section>
            {detail.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
                Loading details...
              </p>
            ) : detail.isError ? (
              <div role="alert" className="grid justify-items-start gap-2 text-sm">
                <p className="text-destructive">Failed to load the user&apos;s details</p>
                <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <>
                <OwnAccount account={detail.data.bank_account} />
                <HeldDeposits items={detail.data.held_deposits} />
              </>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OwnAccount({ account }: { account: AdminUserDetail['bank_account'] }) {
  const status = account ? ACCOUNT_STATUS[account.status] : null;
  return (
    <section aria-labelledby="user-detail-account">
      <h3 id="user-detail-account" className="mb-1 text-sm font-semibold">
        Own account number
      </h3>
      {account && status ? (
        <dl className="divide-y">
          <DetailRow label="Status">
            <Badge variant={status.variant}>{status.label}</Badge>
          </DetailRow>
          <DetailRow label="Bank">{account.bank_name || '—'}</DetailRow>
          <DetailRow label="Account number">
            <span className="tabular-nums">{account.account_number || '—'}</span>
          </DetailRow>
          <DetailRow label="Account name">{account.account_name || '—'}</DetailRow>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">None</p>
      )}
    </section>
  );
}

function HeldDeposits({ items }: { items: AdminUserDetail['held_deposits'] }) {
  return (
    <section aria-labelledby="user-detail-held">
      <h3 id="user-detail-held" className="mb-1 text-sm font-semibold">
        Held deposits
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None</p>
      ) : (
        <ul className="divide-y" aria-labelledby="user-detail-held">
          {items.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-1.5 text-sm">
              <span className="grid min-w-0">
                <span className="font-medium tabular-nums">
                  {formatMoney(d.amount, d.currency)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatLagosDateTime(d.created_at)}
                </span>
              </span>
              <HeldStatusBadge status={d.status} />
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="link" className="mt-1 h-auto px-0">
        <Link to={`${ADMIN_ROOT}/held-deposits`}>
          Open Held Deposits
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
