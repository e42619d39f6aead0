import { describe, expect, it } from 'vitest';
import { LoanDecisionSchema } from './loans-admin.ts';
import { LoanApplicationSchema, lagosYear } from './loans-application.ts';
import { NIGERIAN_STATES } from './loans-choices.ts';

const valid = {
  loan_type: 'operational-capital',
  loan_amount: 300_000_000,
  loan_duration: 3,
  use_of_funds: 'Restocking the shop before the festive season and paying two new staff.',
  personal_info: { full_name: 'Ada Obi', bvn: '22212345678', state: 'Lagos' },
  business_info: {
    business_name: 'Obi Stores',
    business_type: 'Sole Proprietorship',
    cac_number: 'BN1234567',
    industry_sector: 'Retail/Wholesale',
    year_established: 2015,
    monthly_revenue: 150_000_000,
    monthly_expenses: 90_000_000,
    business_address: '12 Allen Avenue, Ikeja',
    existing_loan: 'no',
  },
  declaration: { information_accurate: true, agree_to_terms: true },
};

const issues = (v: unknown) =>
  LoanApplicationSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('LoanApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(LoanApplicationSchema.safeParse(valid).success).toBe(true);
  });

  it('lists the 36 states and the FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
  });

  it('refuses amounts outside ₦50,000 to ₦20,000,000 or off the ₦50,000 steps', () => {
    expect(issues({ ...valid, loan_amount: 4_999_900 })).toEqual([
      ['loan_amount', 'Minimum loan amount is ₦50,000'],
    ]);
    expect(issues({ ...valid, loan_amount: 2_005_000_000 })).toEqual([
      ['loan_amount', 'Maximum loan amount is ₦20,000,000'],
    ]);
    expect(issues({ ...valid, loan_amount: 7_500_000 })).toEqual([
      ['loan_amount', 'Loan amount must be in steps of ₦50,000'],
    ]);
  });

  it('allows 6 months only above ₦3,000,000', () => {
    expect(issues({ ...valid, loan_duration: 4 })).toEqual([
      ['loan_duration', 'Loans of ₦3,000,000 or less run for 1 to 3 months'],
    ]);
    expect(issues({ ...valid, loan_amount: 305_000_000, loan_duration: 6 })).toBeUndefined();
    expect(issues({ ...valid, loan_amount: 305_000_000, loan_duration: 7 })).toEqual([
      ['loan_duration', 'Loans run for 1 to 6 months'],
    ]);
  });

  it('needs 50 characters of use of funds, an 11-digit BVN and both declarations', () => {
    expect(issues({ ...valid, use_of_funds: `  ${'x'.repeat(49)}  ` })).toEqual([
      ['use_of_funds', 'Please describe the use of funds in at least 50 characters'],
    ]);
    expect(
      issues({ ...valid, personal_info: { ...valid.personal_info, bvn: '1234567890' } }),
    ).toEqual([['personal_info.bvn', 'BVN must be 11 digits']]);
    expect(
      issues({ ...valid, declaration: { information_accurate: true, agree_to_terms: false } }),
    ).toEqual([['declaration.agree_to_terms', 'Please confirm both declarations']]);
  });

  it('takes a year established from 1900 to this year', () => {
    const year = (y: number) => ({
      ...valid,
      business_info: { ...valid.business_info, year_established: y },
    });
    expect(issues(year(1900))).toBeUndefined();
    expect(issues(year(lagosYear()))).toBeUndefined();
    const message = `Year established must be between 1900 and ${lagosYear()}`;
    expect(issues(year(1899))).toEqual([['business_info.year_established', message]]);
    expect(issues(year(lagosYear() + 1))).toEqual([['business_info.year_established', message]]);
  });
});

describe('LoanDecisionSchema', () => {
  it('takes an approved amount on the same steps, and nothing unknown', () => {
    expect(LoanDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(
      LoanDecisionSchema.safeParse({ decision: 'approve', amount_approved: 10_000_000 }).success,
    ).toBe(true);
    expect(
      LoanDecisionSchema.safeParse({ decision: 'approve', amount_approved: 10_000_001 }).success,
    ).toBe(false);
    expect(LoanDecisionSchema.safeParse({ decision: 'disburse' }).success).toBe(false);
    expect(LoanDecisionSchema.safeParse({ decision: 'reject', rate: 1 }).success).toBe(false);
  });
});
