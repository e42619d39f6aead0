import type { z } from 'zod';
import type {
  AdminUsersPage,
  AdminUsersQuerySchema,
  KycDecision,
  KycDecisionResult,
  UserRole,
  UserRoleUpdate,
  UserStatus,
  UserStatusUpdate,
} from '../schemas/admin-users.ts';

/** The API routes of users, KYC decisions, roles, stats and analytics, as in `#shared/api-routes.ts`. */
export type AdminUsersApi = {
  'GET /api/admin/users': {
    query: z.input<typeof AdminUsersQuerySchema>;
    response: AdminUsersPage;
  };
  'POST /api/admin/users/:userId/status': { body: UserStatusUpdate; response: UserStatus };
  'POST /api/admin/users/:userId/role': { body: UserRoleUpdate; response: UserRole };
  'POST /api/admin/users/:userId/kyc': { body: KycDecision; response: KycDecisionResult };
};
