import { describe, expect, it } from 'vitest';
import {
  addMonths,
  durationOptions,
  isLoanAmount,
  LOAN_MAX_AMOUNT,
  LOAN_MIN_AMOUNT,
  loanSchedule,
  maxDurationMonths,
  monthlyRate,
  monthlyRatePercent,
} from './loans-schedule.ts';

const naira = (n: number) => n * 100;

describe('loan terms', () => {
  it('charges 6% a month up to and including ₦3,000,000, 8% above', () => {
    expect(monthlyRatePercent(naira(50_000))).toBe(6);
    expect(monthlyRatePercent(naira(3_000_000))).toBe(6);
    expect(monthlyRatePercent(naira(3_050_000))).toBe(8);
    expect(monthlyRatePercent(naira(20_000_000))).toBe(8);
    expect(monthlyRate(naira(3_000_000))).toBe(0.06);
    expect(monthlyRate(naira(3_050_000))).toBe(0.08);
  });

  it('allows 1 to 3 months up to and including ₦3,000,000, 1 to 6 above', () => {
    expect(maxDurationMonths(naira(3_000_000))).toBe(3);
    expect(maxDurationMonths(naira(3_050_000))).toBe(6);
    expect(durationOptions(naira(50_000))).toEqual([1, 2, 3]);
    expect(durationOptions(naira(20_000_000))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('takes ₦50,000 to ₦20,000,000 in steps of ₦50,000', () => {
    expect(LOAN_MIN_AMOUNT).toBe(5_000_000);
    expect(LOAN_MAX_AMOUNT).toBe(2_000_000_000);
    expect(isLoanAmount(naira(50_000))).toBe(true);
    expect(isLoanAmount(naira(20_000_000))).toBe(true);
    expect(isLoanAmount(naira(1_250_000))).toBe(true);
    expect(isLoanAmount(naira(0))).toBe(false);
    expect(isLoanAmount(naira(49_999))).toBe(false);
    expect(isLoanAmount(naira(20_050_000))).toBe(false);
    expect(isLoanAmount(naira(75_000))).toBe(false);
    expect(isLoanAmount(naira(50_000) + 1)).toBe(false);
  });
});

describe('loanSchedule', () => {
  it('₦50,000 over 1 month at 6%: ₦53,000 in one payment', () => {
    const s = loanSchedule(naira(50_000), 1, '2025-03-10');
    expect(s).toMatchObject({
      monthly_rate_percent: 6,
      total_interest: naira(3_000),
      total_repayment: naira(53_000),
      monthly_payment: naira(53_000),
    });
    expect(s.instalments).toEqual([{ number: 1, due_date: '2025-04-10', amount: naira(53_000) }]);
  });

  it('₦3,000,000 over 3 months at 6%: ₦540,000 interest, ₦1,180,000 a month', () => {
    const s = loanSchedule(naira(3_000_000), 3, '2025-01-15');
    expect(s.total_interest).toBe(naira(540_000));
    expect(s.total_repayment).toBe(naira(3_540_000));
    expect(s.monthly_payment).toBe(naira(1_180_000));
    expect(s.instalments.map((i) => i.amount)).toEqual([
      naira(1_180_000),
      naira(1_180_000),
      naira(1_180_000),
    ]);
    expect(s.instalments.map((i) => i.due_date)).toEqual([
      '2025-02-15',
      '2025-03-15',
      '2025-04-15',
    ]);
  });

  it('₦3,050,000 over 6 months at 8%: the kobo that do not divide go to the first instalments', () => {
    const s = loanSchedule(naira(3_050_000), 6, '2025-01-01');
    expect(s.monthly_rate_percent).toBe(8);
    expect(s.total_interest).toBe(naira(1_464_000));
    expect(s.total_repayment).toBe(naira(4_514_000));
    // 451,400,000 kobo / 6 = 75,233,333.33...
    expect(s.instalments.map((i) => i.amount)).toEqual([
      75_233_334, 75_233_334, 75_233_333, 75_233_333, 75_233_333, 75_233_333,
    ]);
    expect(s.monthly_payment).toBe(75_233_334);
  });

  it('₦20,000,000 over 6 months at 8%: ₦9,600,000 interest, ₦4,933,333.34 a month at most', () => {
    const s = loanSchedule(naira(20_000_000), 6, '2025-06-30');
    expect(s.total_interest).toBe(naira(9_600_000));
    expect(s.total_repayment).toBe(naira(29_600_000));
    expect(s.monthly_payment).toBe(493_333_334);
    expect(s.instalments.map((i) => i.due_date)).toEqual([
      '2025-07-30',
      '2025-08-30',
      '2025-09-30',
      '2025-10-30',
      '2025-11-30',
      '2025-12-30',
    ]);
  });

  it('sums the instalments exactly to the total for every allowed amount and duration', () => {
    for (let amount = LOAN_MIN_AMOUNT; amount <= LOAN_MAX_AMOUNT; amount += naira(950_000)) {
      for (const months of durationOptions(amount)) {
        const s = loanSchedule(amount, months, '2025-01-31');
        const sum = s.instalments.reduce((a, i) => a + i.amount, 0);
        expect(sum).toBe(s.total_repayment);
        expect(s.total_repayment).toBe(
          amount + (amount * monthlyRatePercent(amount) * months) / 100,
        );
        const amounts = s.instalments.map((i) => i.amount);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses a principal or a duration outside the rules', () => {
    expect(() => loanSchedule(0, 1, '2025-01-01')).toThrow(RangeError);
    expect(() => loanSchedule(1.5, 1, '2025-01-01')).toThrow(RangeError);
    expect(() => loanSchedule(naira(50_000), 0, '2025-01-01')).toThrow(RangeError);
    expect(() => loanSchedule(naira(50_000), 7, '2025-01-01')).toThrow(RangeError);
    expect(() => loanSchedule(naira(50_000), 1, '1/1/2025')).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-08-31', 1)).toBe('2025-09-30');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });
});
