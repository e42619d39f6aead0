import type { z } from 'zod';
import type { AdminSetupApi } from './api/admin-setup.ts';
import type { AdminStatsApi } from './api/admin-stats.ts';
import type { AdminUsersApi } from './api/admin-users.ts';
import type { AdminWalletsApi } from './api/admin-wallets.ts';
import type { BillsApi } from './api/bills.ts';
import type { GiftCardsApi } from './api/gift-cards.ts';
import type { LoansApi } from './api/loans.ts';
import type { RatesAdminApi } from './api/rates.ts';
import type { RmbApi } from './api/rmb.ts';
import type { WithdrawalsApi } from './api/withdrawals.ts';
import type { CardFunding, CardFundingOptions, CardFundingRequest } from './schemas/funding.ts';
import type { HistoryQuerySchema, HistoryResponse } from './schemas/history.ts';
import type { KycDocuments } from './schemas/kyc.ts';
import type { UnreadCountSchema } from './schemas/notifications.ts';
import type { PostingResponse } from './schemas/postings.ts';
import type { PreferencesUpdate, Profile, ProfileUpdate } from './schemas/profile.ts';
import type { PublicConfig } from './schemas/public-config.ts';
import type { RatesResponse } from './schemas/rates.ts';
import type { Session } from './schemas/session.ts';
import type { TransactionPage, TransactionsQuery } from './schemas/transactions.ts';
import type { ConvertRequest, Wallet } from './schemas/wallets.ts';

type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * The API routes the web app calls, as `METHOD path`: what each takes (`query`,
 * `body`) and answers (`response`), all from the shared schemas the server's
 * routes validate with. The web's client (`#web/lib/api.ts`) is typed by it.
 * A route with `:name` segments takes them as `params`. Each back-office area
 * declares its routes in its own file under `./api/`.
 */
export type ApiRoutes = CoreApi &
  AdminUsersApi &
  AdminWalletsApi &
  GiftCardsApi &
  RatesAdminApi &
  AdminSetupApi &
  AdminStatsApi &
  BillsApi &
  WithdrawalsApi &
  RmbApi &
  LoansApi;

type CoreApi = {
  'GET /api/auth/get-session': { response: Session | null };
  'GET /api/config/public': { response: PublicConfig };
  'GET /api/me': { response: Profile };
  'PATCH /api/me': { body: ProfileUpdate; response: Profile };
  'PATCH /api/me/preferences': { body: PreferencesUpdate; response: Profile };
  'POST /api/kyc': { body: FormData; response: KycDocuments };
  'GET /api/wallets': { response: Wallet[] };
  'POST /api/wallets/convert': { body: ConvertRequest; response: PostingResponse };
  'GET /api/rates': { response: RatesResponse };
  'GET /api/transactions': { query: Partial<TransactionsQuery>; response: TransactionPage };
  'GET /api/history': { query: z.input<typeof HistoryQuerySchema>; response: HistoryResponse };
  'GET /api/notifications/unread-count': { response: UnreadCount };
  'POST /api/notifications/read': { response: UnreadCount };
  'GET /api/funding/card/options': { response: CardFundingOptions };
  'POST /api/funding/card': { body: CardFundingRequest; response: CardFunding };
  'GET /api/funding/card/verify': { query: { reference: string }; response: CardFunding };
};
export type ApiRoute = keyof ApiRoutes;
