import type { z } from 'zod';
import type { PostingResponse } from '../schemas/postings.ts';
import type { TransferRecipient, TransferRequest } from '../schemas/transactions.ts';
import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
  AdminWithdrawalsQuerySchema,
  Bank,
  ResolveAccountQuery,
  ResolvedAccount,
  Withdrawal,
  WithdrawalCreateInput,
  WithdrawalDecision,
  WithdrawalPage,
  WithdrawalsQuerySchema,
} from '../schemas/withdrawals.ts';

/** Withdrawals to a bank, sending to another user, and the back office's Withdrawals. */
export type WithdrawalsApi = {
  'GET /api/banks': { response: Bank[] };
  'GET /api/banks/resolve': { query: ResolveAccountQuery; response: ResolvedAccount };
  /** Headers: Idempotency-Key and X-Transaction-Pin. */
  'POST /api/withdrawals': { body: WithdrawalCreateInput; response: Withdrawal };
  'GET /api/withdrawals': {
    query: z.input<typeof WithdrawalsQuerySchema>;
    response: WithdrawalPage;
  };
  'GET /api/admin/withdrawals': {
    query: z.input<typeof AdminWithdrawalsQuerySchema>;
    response: AdminWithdrawalPage;
  };
  'POST /api/admin/withdrawals/:id': { body: WithdrawalDecision; response: AdminWithdrawal };
  'GET /api/transfers/recipient': { query: { email: string }; response: TransferRecipient };
  /** Headers: Idempotency-Key and X-Transaction-Pin. */
  'POST /api/transfers': { body: TransferRequest; response: PostingResponse };
};
