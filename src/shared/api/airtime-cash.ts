import type { z } from 'zod';
import type {
  AdminAirtimeCash,
  AdminAirtimeCashPage,
  AdminAirtimeCashQuerySchema,
  AirtimeCashCreated,
  AirtimeCashCreateInput,
  AirtimeCashDecision,
  AirtimeCashPage,
  AirtimeCashQuerySchema,
} from '../schemas/airtime-cash.ts';

/** Airtime to cash and the back office's Airtime to Cash, as in `#shared/api-routes.ts`. */
export type AirtimeCashApi = {
  /** Moves no money: the answer's `dial_code` is the one copy of the code with the PIN. */
  'POST /api/airtime-cash': { body: AirtimeCashCreateInput; response: AirtimeCashCreated };
  'GET /api/airtime-cash': {
    query: z.input<typeof AirtimeCashQuerySchema>;
    response: AirtimeCashPage;
  };
  'GET /api/admin/airtime-cash': {
    query: z.input<typeof AdminAirtimeCashQuerySchema>;
    response: AdminAirtimeCashPage;
  };
  'POST /api/admin/airtime-cash/:id': { body: AirtimeCashDecision; response: AdminAirtimeCash };
};
