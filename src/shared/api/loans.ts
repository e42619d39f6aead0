import type { z } from 'zod';
import type {
  AdminLoan,
  AdminLoanPage,
  AdminLoansQuerySchema,
  Loan,
  LoanDecision,
  LoanPage,
  LoanRepaymentCreate,
  LoanRepaymentResult,
  LoansQuerySchema,
} from '../schemas/loans.ts';

/**
 * Business loans and the back office's Loans. An uploaded document is served to
 * administrators at GET /api/admin/loans/:id/documents/:name (the file, not
 * JSON; `name` is the document's id or its kind: bank_statement,
 * proof_of_address, identification).
 */
export type LoansApi = {
  /**
   * Multipart: `application` (JSON, LoanApplicationInput) and the files
   * `bank_statement`, `proof_of_address`, `identification` and, repeated,
   * `additional_documents`. Header Idempotency-Key is optional and honoured.
   */
  'POST /api/loans': { body: FormData; response: Loan };
  'GET /api/loans': { query: z.input<typeof LoansQuerySchema>; response: LoanPage };
  'GET /api/loans/:id': { response: Loan };
  /** Headers: Idempotency-Key and X-Transaction-Pin. */
  'POST /api/loans/:id/repayments': { body: LoanRepaymentCreate; response: LoanRepaymentResult };
  'GET /api/admin/loans': {
    query: z.input<typeof AdminLoansQuerySchema>;
    response: AdminLoanPage;
  };
  'GET /api/admin/loans/:id': { response: AdminLoan };
  'POST /api/admin/loans/:id': { body: LoanDecision; response: AdminLoan };
  'POST /api/admin/loans/:id/disburse': { response: AdminLoan };
};
