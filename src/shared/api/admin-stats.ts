import type { z } from 'zod';
import type { AdminStats, Analytics, AnalyticsQuerySchema } from '../schemas/admin-stats.ts';

/** The API routes of the back office's dashboard, as in `#shared/api-routes.ts`. */
export type AdminStatsApi = {
  'GET /api/admin/stats': { response: AdminStats };
  'GET /api/admin/stats/analytics': {
    query: z.input<typeof AnalyticsQuerySchema>;
    response: Analytics;
  };
};
