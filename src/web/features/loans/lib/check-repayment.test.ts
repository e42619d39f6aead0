import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { checkRepayment, REPAY_AMOUNT_INVALID } from './check-repayment.ts';
import { refusalText, refusedDocument } from './server-refusal.ts';

describe('Repay amount', () => {
  const limits = { outstanding: 11_200_000, balance: 20_000_000 };
  it('takes naira up to what is outstanding, in kobo', () => {
    expect(checkRepayment('56,000.00', limits)).toEqual({ amount: 5_600_000 });
    expect(checkRepayment('112000', limits)).toEqual({ amount: 11_200_000 });
  });
  it('refuses nothing, zero, too much, more than the wallet holds, and bad text', () => {
    expect(checkRepayment('0', limits)).toEqual({ error: REPAY_AMOUNT_INVALID });
    expect(checkRepayment('112000.01', limits)).toEqual({
      error: 'You can repay at most ₦112,000.00, what is outstanding',
    });
    expect(checkRepayment('60000', { outstanding: 11_200_000, balance: 5_000_000 })).toEqual({
      error: 'Insufficient balance. Current: ₦50,000.00, Required: ₦60,000.00',
      short: true,
    });
    expect(checkRepayment('', limits)).toEqual({ error: 'Enter an amount' });
    expect(checkRepayment('1.234', limits)).toEqual({ error: 'Use at most 2 decimal places' });
  });
});

describe("the server's refusals", () => {
  it('finds the document a 400 is about by the field it names', () => {
    const e = new ApiError(
      400,
      'VALIDATION_ERROR',
      'Bank Statement: The file is empty',
      'bank_statement',
    );
    expect(refusedDocument(e)).toEqual({ field: 'bank_statement', message: 'The file is empty' });
    const extra = new ApiError(400, 'VALIDATION_ERROR', 'x', 'additional_documents');
    expect(refusedDocument(extra)).toEqual({ field: 'additional_documents', message: 'x' });
    const amount = new ApiError(400, 'VALIDATION_ERROR', 'Bank Statement: x', 'application.amount');
    expect(refusedDocument(amount)).toBeNull();
    expect(refusedDocument(new ApiError(400, 'VALIDATION_ERROR', 'Bank Statement: x'))).toBeNull();
    const big = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Bank Statement: x', 'bank_statement');
    expect(refusedDocument(big)).toBeNull();
    expect(refusedDocument(new Error('Bank Statement: x'))).toBeNull();
  });
  it("reads an application field's message as its sentence", () => {
    expect(refusalText('application.loan_amount: Minimum loan amount is ₦50,000')).toBe(
      'Minimum loan amount is ₦50,000',
    );
    expect(refusalText('Too many requests')).toBe('Too many requests');
  });
});
