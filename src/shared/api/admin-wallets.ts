import type { z } from 'zod';
import type { Currency } from '../constants.ts';
import type {
  AdminTransactionPage,
  AdminTransactionStats,
  AdminTransactionsQuerySchema,
} from '../schemas/admin-transactions.ts';
import type { AuditPage, AuditQuerySchema } from '../schemas/audit.ts';
import type { PostingResponse } from '../schemas/postings.ts';
import type { AdminAdjustRequestSchema } from '../schemas/transactions.ts';

type AdjustRoute = {
  params: { userId: string; currency: Currency };
  body: z.input<typeof AdminAdjustRequestSchema>;
  response: PostingResponse;
};

/** The API routes of wallet credit and debit, every user's transactions, the audit log, as in `#shared/api-routes.ts`. */
export type AdminWalletsApi = {
  'POST /api/admin/users/:userId/wallets/:currency/credit': AdjustRoute;
  'POST /api/admin/users/:userId/wallets/:currency/debit': AdjustRoute;
  'GET /api/admin/transactions': {
    query: Partial<z.input<typeof AdminTransactionsQuerySchema>>;
    response: AdminTransactionPage;
  };
  'GET /api/admin/transactions/stats': { response: AdminTransactionStats };
  'GET /api/admin/audit-log': {
    query: Partial<z.input<typeof AuditQuerySchema>>;
    response: AuditPage;
  };
};
