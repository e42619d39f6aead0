import { describe, expect, it } from 'vitest';
import { LOAN_MESSAGES, lagosYear } from '#shared/schemas/loans-application.ts';
import { checkLoanFile, checkLoanForm, stepReady } from './check-loan-form.ts';
import { emptyLoanForm, type LoanFormValues, toApplicationInput } from './loan-form.ts';

const file = (name: string, size = 100, type = '') =>
  new File([new Uint8Array(size)], name, { type });

function complete(): LoanFormValues {
  const v = emptyLoanForm();
  return {
    ...v,
    loan_type: 'asset-financing',
    loan_amount: '1,000,000',
    loan_duration: '3',
    use_of_funds: 'Buying two delivery tricycles for the shop and training their riders well.',
    personal_info: { full_name: ' Ada Obi ', bvn: '22212345678', state: 'FCT' },
    business_info: {
      ...v.business_info,
      business_name: 'Obi Stores',
      business_type: 'Partnership',
      cac_number: 'BN123',
      industry_sector: 'Retail/Wholesale',
      year_established: '2015',
      monthly_revenue: '1500000',
      monthly_expenses: '0',
      business_address: '12 Allen Avenue, Ikeja',
      existing_loan: 'no',
    },
    documents: {
      bank_statement: file('statement.pdf', 100, 'application/pdf'),
      proof_of_address: file('bill.jpeg', 100, 'image/jpeg'),
      identification: file('id.PNG', 100, 'image/png'),
      additional_documents: [],
    },
    declaration: { information_accurate: true, agree_to_terms: true },
  };
}

describe('the loan form', () => {
  it('gives the application in kobo, trimmed, with unanswered choices left out', () => {
    const check = checkLoanForm(complete());
    expect(check.errors).toEqual({});
    expect(check.application).toMatchObject({
      loan_amount: 100_000_000,
      loan_duration: 3,
      personal_info: { full_name: 'Ada Obi', state: 'FCT' },
      business_info: { monthly_revenue: 150_000_000, monthly_expenses: 0, year_established: 2015 },
    });
    expect(check.application?.business_info.willing_to_provide_guarantor).toBeUndefined();
  });

  it('an empty form: every required field of every step says what is missing', () => {
    const check = checkLoanForm(emptyLoanForm());
    expect(check.application).toBeNull();
    expect(check.errors).toMatchObject({
      loan_type: LOAN_MESSAGES.typeRequired,
      loan_amount: LOAN_MESSAGES.amountRequired,
      loan_duration: LOAN_MESSAGES.durationRequired,
      use_of_funds: LOAN_MESSAGES.useOfFundsMin,
      'personal_info.full_name': LOAN_MESSAGES.fullNameRequired,
      'personal_info.bvn': LOAN_MESSAGES.bvnInvalid,
      'personal_info.state': LOAN_MESSAGES.stateRequired,
      'business_info.existing_loan': LOAN_MESSAGES.existingLoanRequired,
      'documents.bank_statement': 'Bank Statement is required',
      'declaration.information_accurate': LOAN_MESSAGES.declarationRequired,
    });
    expect(check.errors['business_info.willing_to_provide_guarantor']).toBeUndefined();
    for (const step of [1, 2, 3] as const) expect(stepReady(check, step)).toBe(false);
  });

  it('amounts: bounds and steps of ₦50,000; durations by amount', () => {
    const at = (loan_amount: string, loan_duration = '1') =>
      checkLoanForm({ ...complete(), loan_amount, loan_duration }).errors;
    expect(at('49,999').loan_amount).toBe(LOAN_MESSAGES.amountMin);
    expect(at('20000050').loan_amount).toBe(LOAN_MESSAGES.amountMax);
    expect(at('60000').loan_amount).toBe(LOAN_MESSAGES.amountStep);
    expect(at('100000.50').loan_amount).toBe(LOAN_MESSAGES.amountStep);
    expect(at('-50000').loan_amount).toBe(LOAN_MESSAGES.amountRequired);
    expect(at('3,000,000', '4').loan_duration).toBe(LOAN_MESSAGES.durationTooLong(3));
    expect(at('3,050,000', '6')).toEqual({});
    // Step 1 knows before the other steps are filled in.
    const early = checkLoanForm({ ...emptyLoanForm(), loan_amount: '100000', loan_duration: '5' });
    expect(early.errors.loan_duration).toBe(LOAN_MESSAGES.durationTooLong(3));
  });

  it('step 2: BVN, year, money and the optional choices', () => {
    const v = complete();
    const errors = checkLoanForm({
      ...v,
      personal_info: { ...v.personal_info, bvn: '1234567890a' },
      business_info: {
        ...v.business_info,
        year_established: String(lagosYear() + 1),
        monthly_revenue: '-1',
        willing_to_provide_collateral: 'yes',
      },
    }).errors;
    expect(errors).toEqual({
      'personal_info.bvn': LOAN_MESSAGES.bvnInvalid,
      'business_info.year_established': LOAN_MESSAGES.yearInvalid(lagosYear()),
      'business_info.monthly_revenue': LOAN_MESSAGES.revenueInvalid,
    });
  });

  it('documents: type by name and declared type, size, emptiness, the server’s refusals', () => {
    expect(checkLoanFile(file('a.pdf'))).toBeNull();
    expect(checkLoanFile(file('a.docx'))).toBe(LOAN_MESSAGES.fileType);
    expect(checkLoanFile(file('a.pdf', 10, 'text/plain'))).toBe(LOAN_MESSAGES.fileType);
    expect(checkLoanFile(file('noname'))).toBe(LOAN_MESSAGES.fileType);
    expect(checkLoanFile(file('a.png', 0))).toBe(LOAN_MESSAGES.fileEmpty);
    expect(checkLoanFile(file('a.png', 10 * 1024 * 1024 + 1))).toBe(LOAN_MESSAGES.fileTooLarge);
    const v = complete();
    const refused = v.documents.bank_statement!;
    const check = checkLoanForm(v, new Map([[refused, 'Not a PDF after all']]));
    expect(check.errors).toEqual({ 'documents.bank_statement': 'Not a PDF after all' });
    const extra = checkLoanForm({
      ...v,
      documents: { ...v.documents, additional_documents: [file('ok.jpg'), file('notes.txt')] },
    });
    expect(extra.errors).toEqual({
      'documents.additional_documents': `notes.txt: ${LOAN_MESSAGES.fileType}`,
    });
    const many = checkLoanForm({
      ...v,
      documents: { ...v.documents, additional_documents: Array(6).fill(file('a.pdf')) },
    });
    expect(many.errors['documents.additional_documents']).toBe(LOAN_MESSAGES.tooManyAdditional);
  });

  it('the API input leaves unreadable numbers for the schema to refuse', () => {
    const input = toApplicationInput({ ...complete(), loan_amount: 'abc', loan_duration: '' });
    expect(input.loan_amount).toBeNaN();
    expect(input.loan_duration).toBeUndefined();
  });
});
