import type { z } from 'zod';
import type {
  AdminBill,
  AdminBillPage,
  AdminBillsQuerySchema,
  Bill,
  BillCreateInput,
  BillPage,
  BillsQuerySchema,
  BillVerify,
  BillVerifyResult,
  CablePackage,
  CableProvider,
  DataPlan,
  ElectricityProvider,
  Network,
} from '../schemas/bills.ts';
import type { PinSet, PinStatus } from '../schemas/pin.ts';

/** The API routes of bill payments, the transaction PIN and the back office's Bills, as in `#shared/api-routes.ts`. */
export type BillsApi = {
  'GET /api/bills/data-plans': { query: { network: Network }; response: DataPlan[] };
  'GET /api/bills/cable-packages': { query: { provider: CableProvider }; response: CablePackage[] };
  'GET /api/bills/electricity-providers': { response: ElectricityProvider[] };
  'POST /api/bills/verify': { body: BillVerify; response: BillVerifyResult };
  /** Headers: Idempotency-Key and X-Transaction-Pin. */
  'POST /api/bills': { body: BillCreateInput; response: Bill };
  'GET /api/bills': { query: z.input<typeof BillsQuerySchema>; response: BillPage };
  'GET /api/bills/:id': { response: Bill };
  'GET /api/admin/bills': { query: z.input<typeof AdminBillsQuerySchema>; response: AdminBillPage };
  'POST /api/admin/bills/:id/requery': { response: AdminBill };
  'GET /api/me/pin': { response: PinStatus };
  'PUT /api/me/pin': { body: PinSet; response: PinStatus };
};
