// The users screen's toasts, word for word (tests look for them).
import { notify } from '#web/lib/toast.ts';

export const usersToasts = {
  loadFailed: () => notify.error('Failed to load users'),
  statusChanged: (isActive: boolean) =>
    notify.success(`User ${isActive ? 'activated' : 'deactivated'} successfully`),
  statusFailed: (reason?: string) => notify.error('Failed to update user status', reason),
  promoted: () => notify.success('User promoted to admin successfully'),
  promoteFailed: (reason?: string) => notify.error('Failed to promote user to admin', reason),
  demoted: () => notify.success('Admin demoted to user successfully'),
  demoteFailed: (reason?: string) => notify.error('Failed to demote admin', reason),
  kycDecided: (decision: 'verified' | 'rejected') =>
    notify.success(decision === 'verified' ? 'KYC Approved' : 'KYC Rejected'),
  kycFailed: (decision: 'verified' | 'rejected', reason?: string) =>
    notify.error(
      decision === 'verified' ? 'Failed to approve KYC' : 'Failed to reject KYC',
      reason,
    ),
};
