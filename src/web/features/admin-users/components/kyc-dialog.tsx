import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLagosShortDate } from '#shared/lagos-time.ts';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { type KycDecisionValue, kycDocumentUrl } from '../api/admin-users.ts';
import {
  canDecideKyc,
  displayName,
  formatFileSize,
  formatLocation,
  ID_TYPE_LABEL,
} from '../lib/format.ts';
import { KycBadge } from './user-badges.tsx';

interface Props {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
  onDecide: (user: AdminUser, decision: KycDecisionValue) => void;
  deciding: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-all text-right font-medium">{children}</dd>
    </div>
  );
}

/** A user's details and ID document, with the decision while it is pending. */
export function KycDialog({ user, onOpenChange, onDecide, deciding }: Props) {
  const doc = user?.kyc_documents?.id_document ?? null;
  const idType = user?.kyc_documents?.id_type;
  return (
    <Dialog open={!!user} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
        // Focus the dialog itself, not its first button: Enter must never reject by accident.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {user && (
          <>
            <DialogHeader>
              <DialogTitle>KYC Verification</DialogTitle>
              <DialogDescription>{displayName(user)}</DialogDescription>
            </DialogHeader>
            <section aria-labelledby="kyc-user-details">
              <h3 id="kyc-user-details" className="mb-1 text-sm font-semibold">
                User Details
              </h3>
              <dl className="divide-y">
                <Row label="Name">{user.full_name?.trim() || 'No Name'}</Row>
                <Row label="Email">{user.email}</Row>
                <Row label="Phone">{user.phone_number || 'N/A'}</Row>
                <Row label="Location">{formatLocation(user)}</Row>
                <Row label="Joined">{formatLagosShortDate(user.created_at)}</Row>
                <Row label="KYC Status">
                  <KycBadge status={user.kyc_status} />
                </Row>
                {user.kyc_rejection_reason && (
                  <Row label="Rejection Reason">
                    <span className="block whitespace-pre-line [word-break:normal] wrap-break-word">
                      {user.kyc_rejection_reason}
                    </span>
                  </Row>
                )}
              </dl>
            </section>
            <section aria-labelledby="kyc-id-document">
              <h3 id="kyc-id-document" className="mb-1 text-sm font-semibold">
                ID Document
              </h3>
              <dl className="divide-y">
                <Row label="ID Type">{idType ? ID_TYPE_LABEL[idType] : 'N/A'}</Row>
                <Row label="File Name">{doc?.file_name || 'N/A'}</Row>
                <Row label="File Size">{formatFileSize(doc?.file_size)}</Row>
                <Row label="File Type">{doc?.file_type || 'N/A'}</Row>
                <Row label="Uploaded">{formatLagosShortDate(doc?.uploaded_at)}</Row>
              </dl>
              {doc ? (
                <Button asChild variant="outline" className="mt-3 w-full">
                  <a href={kycDocumentUrl(user.id)} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    View Document
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : (
                <p className="mt-2 text-sm text-muted-foreground">No document submitted yet.</p>
              )}
            </section>
            {canDecideKyc(user) && (
              <DialogFooter className="gap-2">
                <Button
                  variant="destructive"
                  disabled={deciding}
                  onClick={() => onDecide(user, 'rejected')}
                >
                  Reject
                </Button>
                <Button disabled={deciding} onClick={() => onDecide(user, 'verified')}>
                  Approve
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
