import { z } from 'zod';
import { CurrencySchema } from './common.ts';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';
import { userText } from './text.ts';

// Maker-checker: large administrator actions wait for a second administrator.

export const APPROVAL_KINDS = [
  'credit',
  'debit',
  'withdrawal_approval',
  'loan_disbursement',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The 202 answer of an action that now waits for a second administrator; nothing moved. */
export const AwaitingApprovalSchema = z.object({
  status: z.literal('awaiting_approval'),
  approval_id: z.string(),
});
export type AwaitingApproval = z.infer<typeof AwaitingApprovalSchema>;

const PersonSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
});

export const ApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  requested_by: PersonSchema,
  requested_at: z.string(),
  target_user: PersonSchema,
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: CurrencySchema,
  /** Kobo: what it was worth in naira when it was asked. */
  amount_ngn: z.number().int(),
  /** The requester's why: the credit's description, the withdrawal's notes. */
  reason: z.string().nullable(),
  /** What the action is: the withdrawal's bank account, the loan's id, the direction. */
  details: z.record(z.string(), z.unknown()),
  decided_by: PersonSchema.nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

export const ApprovalPageSchema = z.object({
  items: z.array(ApprovalSchema),
  next_cursor: z.string().nullable(),
  /** How many wait now, whatever the page or filter (the sidebar's badge). */
  pending_count: z.number().int(),
});
export type ApprovalPage = z.infer<typeof ApprovalPageSchema>;

export const ApprovalsQuerySchema = z.object({
  /** Pending by default: the queue. */
  status: z.enum(APPROVAL_STATUSES).default('pending'),
  limit: pageSizeSchema(20),
  cursor: rowCursorSchema,
});
export type ApprovalsQuery = z.infer<typeof ApprovalsQuerySchema>;

/** A rejection says why: the administrator who asked reads it. */
export const ApprovalRejectSchema = z
  .object({ reason: userText({ max: 500, multiline: true, required: 'Say why it is rejected' }) })
  .strict();
export type ApprovalReject = z.infer<typeof ApprovalRejectSchema>;

export const APPROVAL_MESSAGES = {
  sameAdmin: 'A second administrator must decide: you asked for this one yourself.',
  alreadyDecided: (status: string) => `This request was already decided (${status}).`,
  sentForApproval: (threshold: string) =>
    `Sent for approval: a second administrator must approve amounts above ${threshold}.`,
} as const;
