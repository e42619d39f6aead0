import type { AdminLoan } from '#shared/schemas/loans-admin.ts';

/** The applicant as the form named them, or the account's name. */
export const applicantName = (loan: AdminLoan) =>
  loan.personal_info.full_name || loan.user_name || 'No Name';

/** Whether an administrator can still decide on it (review, approve, reject). */
export const isUndecided = (loan: AdminLoan) =>
  loan.status === 'pending' || loan.status === 'under_review';
