import type {
  AdminAirtimeRate,
  AdminAirtimeRates,
  AdminRate,
  AdminRates,
  AirtimeRate,
  AirtimeRateUpdate,
  RateHistoryPage,
  RateHistoryQuery,
  RateUpdate,
} from '../schemas/rates.ts';

/** The API routes of exchange and airtime rates (reading and the back office's edits), as in `#shared/api-routes.ts`. */
export type RatesAdminApi = {
  'GET /api/admin/rates': { response: AdminRates };
  'PUT /api/admin/rates': { body: RateUpdate; response: AdminRate };
  'GET /api/admin/rates/history': { query: Partial<RateHistoryQuery>; response: RateHistoryPage };
  'GET /api/airtime-rates': { response: AirtimeRate[] };
  'GET /api/admin/airtime-rates': { response: AdminAirtimeRates };
  'PUT /api/admin/airtime-rates/:network': { body: AirtimeRateUpdate; response: AdminAirtimeRate };
};
