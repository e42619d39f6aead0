import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { displayName } from '../lib/format.ts';

/** The account changes an administrator confirms first: each locks someone out or lets them in. */
export type UserChangeKind = 'deactivate' | 'promote' | 'demote';
export interface UserChange {
  kind: UserChangeKind;
  user: AdminUser;
}

/** The menu item's label is the button's, so the administrator confirms what they chose. */
const COPY: Record<
  UserChangeKind,
  { title: (name: string) => string; label: string; destructive: boolean; body: string }
> = {
  deactivate: {
    title: (name) => `Deactivate ${name}?`,
    label: 'Deactivate',
    destructive: true,
    body: 'They are signed out everywhere at once and cannot sign in or use their wallets until an administrator activates the account again. Their money stays where it is.',
  },
  promote: {
    title: (name) => `Promote ${name} to admin?`,
    label: 'Promote to Admin',
    destructive: false,
    body: "They get the whole back office: every user's details and documents, crediting and debiting any wallet, and approving withdrawals, KYC and payments.",
  },
  demote: {
    title: (name) => `Demote ${name} from admin?`,
    label: 'Demote from Admin',
    destructive: true,
    body: 'They lose the back office at once and keep their own account and wallets as an ordinary user.',
  },
};

/** Asks before Deactivate, Promote to Admin or Demote from Admin; Cancel changes nothing. */
export function ConfirmUserChange({
  change,
  onCancel,
  onConfirm,
}: {
  /** Open while set. */
  change: UserChange | null;
  onCancel: () => void;
  onConfirm: (change: UserChange) => void;
}) {
  const copy = change ? COPY[change.kind] : null;
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={change && copy ? copy.title(displayName(change.user)) : ''}
      confirmLabel={copy?.label ?? ''}
      destructive={copy?.destructive}
      onConfirm={() => change && onConfirm(change)}
    >
      {change && copy && (
        <>
          <p className="font-medium text-foreground">{change.user.email}</p>
          <p>{copy.body}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
