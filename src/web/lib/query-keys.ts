/**
 * The roots of the query keys that several features share: a change made in
 * one feature invalidates what another shows under these prefixes.
 */
export const queryKeys = {
  me: ['me'],
  wallets: ['wallets'],
  /** The transaction PIN's status: Settings sets it, every PIN dialog reads it. */
  pin: ['pin'],
  /** The user's bills (list and detail); the plan, package and DISCO lists live elsewhere. */
  bills: ['bills'],
  billCatalogue: ['bill-catalogue'],
  /** The user's loans with their schedules: a repayment or a decision changes them. */
  loans: ['loans'],
  /** The user's bank withdrawals; the bank list lives under `banks`. */
  withdrawals: ['withdrawals'],
  banks: ['banks'],
  /** Saved recipients: a withdrawal or a transfer reorders them (the most recently paid first). */
  beneficiaries: ['beneficiaries'],
  /** The tier, today's use and what is held (GET /api/me/limits): a BVN check or an upload changes it. */
  limits: ['limits'],
  /** The customer's own account number for bank transfers (GET /api/me/bank-account). */
  bankAccount: ['bank-account'],
} as const;
