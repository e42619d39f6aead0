import { describe, expect, it } from 'vitest';
import { LOAN_FILE_MAX_BYTES } from '#shared/schemas/loans-documents.ts';
import {
  application,
  apply,
  loanForm,
  pdf,
  person,
  png,
  requiredDocs,
} from '#test/support/loans.ts';
import { errorOf, filesOf, loansOf, t } from './loans.test-support.ts';

describe('POST /api/loans refuses bad files and fields, writing nothing', () => {
  it('refuses a file that is not what it says: text renamed .pdf, a PNG named .pdf', async () => {
    const who = await person(t());
    const text = new TextEncoder().encode('just some text pretending to be a bank statement');
    for (const bad of [
      { field: 'bank_statement', name: 'statement.pdf', bytes: text, type: 'application/pdf' },
      { field: 'bank_statement', name: 'statement.pdf', bytes: png(100) },
      { field: 'bank_statement', name: 'statement.exe', bytes: pdf(100) },
    ]) {
      const parts = [bad, ...requiredDocs().filter((p) => p.field !== 'bank_statement')];
      const res = await apply(t(), who, application(), parts);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'bank_statement',
        message: 'Bank Statement: Please upload PDF, JPG, JPEG or PNG files only',
      });
    }
    expect(await loansOf(who.userId)).toBe(0);
    expect(filesOf(who.userId)).toEqual([]);
  });

  it('refuses a file over 10 MB, and a request over the total limit, writing nothing', async () => {
    const who = await person(t());
    const big = [
      { field: 'identification', name: 'id.pdf', bytes: pdf(LOAN_FILE_MAX_BYTES + 1) },
      ...requiredDocs().filter((p) => p.field !== 'identification'),
    ];
    const res = await apply(t(), who, application(), big);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      field: 'identification',
      message: 'Identification: File size must be less than 10MB',
    });
    // Exactly 10 MB is allowed.
    const edge = [
      { field: 'identification', name: 'id.pdf', bytes: pdf(LOAN_FILE_MAX_BYTES) },
      ...requiredDocs().filter((p) => p.field !== 'identification'),
    ];
    expect((await apply(t(), who, application(), edge)).status).toBe(201);

    const full = pdf(LOAN_FILE_MAX_BYTES);
    const flood = [
      ...requiredDocs(),
      ...Array.from({ length: 9 }, (_, i) => ({
        field: 'additional_documents',
        name: `x${i}.pdf`,
        bytes: full,
      })),
    ];
    const tooMuch = await apply(t(), who, application(), flood);
    expect(tooMuch.status).toBe(413);
    expect((await errorOf(tooMuch)).message).toBe('The documents must be at most 80 MB together');
    // Checked before anything else reads the body, even the session.
    const anonymous = await t().call(null, '/api/loans', {
      method: 'POST',
      body: loanForm(application(), flood),
    });
    expect(anonymous.status).toBe(413);
    expect(await loansOf(who.userId)).toBe(1);
    expect(filesOf(who.userId)).toHaveLength(3);
  });

  it('refuses missing documents, empty files, too many additional ones and unknown fields', async () => {
    const who = await person(t());
    const without = (field: string) => requiredDocs().filter((p) => p.field !== field);
    const cases: [Parameters<typeof apply>[3], string, string][] = [
      [without('identification'), 'identification', 'Identification is required'],
      [without('bank_statement'), 'bank_statement', 'Bank Statement is required'],
      [without('proof_of_address'), 'proof_of_address', 'Proof of Address is required'],
      [
        [
          ...without('identification'),
          { field: 'identification', name: 'id.png', bytes: new Uint8Array() },
        ],
        'identification',
        'Identification: The file is empty',
      ],
      [
        [...requiredDocs(), { field: 'identification', name: 'id2.png', bytes: png() }],
        'identification',
        'identification: only one file, please',
      ],
      [
        [
          ...requiredDocs(),
          ...Array.from({ length: 6 }, (_, i) => ({
            field: 'additional_documents',
            name: `a${i}.png`,
            bytes: png(),
          })),
        ],
        'additional_documents',
        'At most 5 additional documents',
      ],
      [
        [...requiredDocs(), { field: 'document', name: 'x.png', bytes: png() }],
        'document',
        'document: is not a field of a loan application',
      ],
    ];
    for (const [parts, field, message] of cases) {
      const res = await apply(t(), who, application(), parts);
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field, message });
    }
    expect(await loansOf(who.userId)).toBe(0);
    expect(filesOf(who.userId)).toEqual([]);
  });

  it('checks the application with the shared schema, naming the field', async () => {
    const who = await person(t());
    const cases: [unknown, string, string][] = [
      [null, 'application', 'application: must be one JSON text'],
      ['{not json', 'application', 'application: is not valid JSON'],
      [
        application({ loan_duration: 6 }),
        'application.loan_duration',
        'application.loan_duration: Loans of ₦3,000,000 or less run for 1 to 3 months',
      ],
      [
        application({ loan_amount: 5_500_000 }),
        'application.loan_amount',
        'application.loan_amount: Loan amount must be in steps of ₦50,000',
      ],
      [
        application({ use_of_funds: 'Too short' }),
        'application.use_of_funds',
        'application.use_of_funds: Please describe the use of funds in at least 50 characters',
      ],
      [
        application({ declaration: { information_accurate: true, agree_to_terms: false as true } }),
        'application.declaration.agree_to_terms',
        'application.declaration.agree_to_terms: Please confirm both declarations',
      ],
    ];
    for (const [app, field, message] of cases) {
      const res =
        app === null
          ? await t().call(who, '/api/loans', {
              method: 'POST',
              body: loanForm(undefined, requiredDocs()),
            })
          : await apply(t(), who, app, requiredDocs());
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field, message });
    }
    const notForm = await t().call(who, '/api/loans', {
      method: 'POST',
      body: JSON.stringify(application()),
    });
    expect(notForm.status).toBe(415);
    expect(await loansOf(who.userId)).toBe(0);
    expect(filesOf(who.userId)).toEqual([]);
  });
});
