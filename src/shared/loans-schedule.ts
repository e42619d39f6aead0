// Business loans: the terms and the repayment schedule, used by the server (at
// approval) and by the web (the estimate on the form). Pure TypeScript; every
// amount is kobo. Simple interest: total = principal + principal x rate x
// months, paid in equal monthly instalments.

/** The loan rules, in naira as the form shows them. */
export const LOAN_LIMITS = {
  minNaira: 50_000,
  maxNaira: 20_000_000,
  stepNaira: 50_000,
  /** Up to and including this: 1 to 3 months at 6% a month; above it: 1 to 6 months at 8%. */
  tierNaira: 3_000_000,
  shortMaxMonths: 3,
  longMaxMonths: 6,
  shortRatePercent: 6,
  longRatePercent: 8,
} as const;

const KOBO = 100;
export const LOAN_MIN_AMOUNT = LOAN_LIMITS.minNaira * KOBO;
export const LOAN_MAX_AMOUNT = LOAN_LIMITS.maxNaira * KOBO;
export const LOAN_AMOUNT_STEP = LOAN_LIMITS.stepNaira * KOBO;
const TIER = LOAN_LIMITS.tierNaira * KOBO;

/** Whether `amount` (kobo) is a loan amount the rules allow: within bounds, in whole steps. */
export function isLoanAmount(amount: number): boolean {
  return (
    Number.isSafeInteger(amount) &&
    amount >= LOAN_MIN_AMOUNT &&
    amount <= LOAN_MAX_AMOUNT &&
    amount % LOAN_AMOUNT_STEP === 0
  );
}

/** The monthly interest rate in whole percent: 6 up to and including ₦3,000,000, 8 above. */
export function monthlyRatePercent(amount: number): 6 | 8 {
  return amount > TIER ? LOAN_LIMITS.longRatePercent : LOAN_LIMITS.shortRatePercent;
}

/** The monthly interest rate as a fraction (0.06 or 0.08), for display. */
export function monthlyRate(amount: number): number {
  return monthlyRatePercent(amount) / 100;
}

/** The longest duration allowed for `amount` (kobo): 3 months up to and including ₦3,000,000, 6 above. */
export function maxDurationMonths(amount: number): 3 | 6 {
  return amount > TIER ? LOAN_LIMITS.longMaxMonths : LOAN_LIMITS.shortMaxMonths;
}

/** The durations the form offers for `amount`: 1 to maxDurationMonths. */
export function durationOptions(amount: number): number[] {
  return Array.from({ length: maxDurationMonths(amount) }, (_, i) => i + 1);
}

export type ScheduledInstalment = {
  number: number;
  /** YYYY-MM-DD. */
  due_date: string;
  amount: number;
};

export type LoanSchedule = {
  principal: number;
  months: number;
  monthly_rate_percent: number;
  total_interest: number;
  total_repayment: number;
  /** The largest instalment (they differ by at most one kobo). */
  monthly_payment: number;
  instalments: ScheduledInstalment[];
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The date `months` calendar months after `date` (YYYY-MM-DD), on the same day
 * of the month, or the month's last day when it is shorter (31 January + 1
 * month is 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const year = Number(m[1]);
  const month = Number(m[2]) - 1 + months;
  const day = Number(m[3]);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(year, month, Math.min(day, lastDay)));
  return d.toISOString().slice(0, 10);
}

/** Total interest in kobo: principal x rate x months, exact in whole kobo (rounded half up otherwise). */
function interestOf(principal: number, months: number): number {
  const hundredths = BigInt(principal) * BigInt(monthlyRatePercent(principal)) * BigInt(months);
  return Number((hundredths + 50n) / 100n);
}

/**
 * The schedule of a loan of `principal` kobo over `months` months starting on
 * `startDate` (YYYY-MM-DD): instalment k falls due k months after it. The total
 * is split into whole kobo so the instalments sum exactly to it: each is the
 * total divided by the months, rounded down, and the first few take one kobo
 * more for what is left.
 */
export function loanSchedule(principal: number, months: number, startDate: string): LoanSchedule {
  if (!Number.isSafeInteger(principal) || principal <= 0)
    throw new RangeError('principal must be a positive whole number of kobo');
  if (!Number.isInteger(months) || months < 1 || months > LOAN_LIMITS.longMaxMonths)
    throw new RangeError(`months must be 1 to ${LOAN_LIMITS.longMaxMonths}`);
  const interest = interestOf(principal, months);
  const total = principal + interest;
  const base = Math.floor(total / months);
  const extra = total - base * months;
  const instalments = Array.from({ length: months }, (_, i) => ({
    number: i + 1,
    due_date: addMonths(startDate, i + 1),
    amount: base + (i < extra ? 1 : 0),
  }));
  return {
    principal,
    months,
    monthly_rate_percent: monthlyRatePercent(principal),
    total_interest: interest,
    total_repayment: total,
    monthly_payment: base + (extra > 0 ? 1 : 0),
    instalments,
  };
}

/** Today's date in Lagos (UTC+1 all year), YYYY-MM-DD: the day a schedule starts from. */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);
}
