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
import { type KycDecisionValue, kycFileUrl } from '../api/admin-users.ts';
import {
  approveBlocker,
  canDecideKyc,
  displayName,
  formatLocation,
  ID_TYPE_LABEL,
} from '../lib/format.ts';
import { DetailRow as Row } from './detail-row.tsx';
import { KycFileSection } from './kyc-file-section.tsx';
import { KycBadge, TierBadge } from './user-badges.tsx';

interface Props {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
  onDecide: (user: AdminUser, decision: KycDecisionValue) => void;
  deciding: boolean;
}

/**
 * A user's details and both files of their submission (ID document, proof of
 * address), with the decision while it is pending: Approve is tier 3.
 */
export function KycDialog({ user, onOpenChange, onDecide, deciding }: Props) {
  const docs = user?.kyc_documents;
  const idType = docs?.id_type;
  const blocker = user ? approveBlocker(user) : null;
  return (
    <Dialog open={!!user} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
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
                <Row label="Tier">
                  <TierBadge tier={user.tier} />
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
            {/* Side by side from sm: the two files are read together. */}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <KycFileSection
                id="kyc-id-document"
                title="ID Document"
                file={docs?.id_document ?? null}
                url={kycFileUrl(user.id, 'document')}
                missing="No document submitted yet."
              >
                <Row label="ID Type">{idType ? ID_TYPE_LABEL[idType] : 'N/A'}</Row>
              </KycFileSection>
              <KycFileSection
                id="kyc-proof-of-address"
                title="Proof of Address"
                file={docs?.proof_of_address ?? null}
                url={kycFileUrl(user.id, 'proof-of-address')}
                missing="No proof of address submitted yet."
              />
            </div>
            {canDecideKyc(user) && blocker && (
              <p className="text-sm text-muted-foreground">{blocker}</p>
            )}
            {canDecideKyc(user) && (
              <DialogFooter className="gap-2">
                <Button
                  variant="destructive"
                  disabled={deciding}
                  onClick={() => onDecide(user, 'rejected')}
                >
                  Reject
                </Button>
                {!blocker && (
                  <Button disabled={deciding} onClick={() => onDecide(user, 'verified')}>
                    Approve (tier 3)
                  </Button>
                )}
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
