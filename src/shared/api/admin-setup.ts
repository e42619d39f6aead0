import type {
  AdminSetupRequest,
  AdminSetupResult,
  AdminSetupStatus,
} from '../schemas/admin-setup.ts';

/** The API routes of the first administrator's setup, as in `#shared/api-routes.ts`. */
export type AdminSetupApi = {
  'GET /api/admin/setup': { response: AdminSetupStatus };
  'POST /api/admin/setup': { body: AdminSetupRequest; response: AdminSetupResult };
};
