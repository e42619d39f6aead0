// The admin feature's public module (scripts/check-imports.mjs): what other
// features may use of it.

/** One user as the users list shows them, with what their tier rests on (Customer 360's profile). */
export { getAdminUser } from './admin-users.service.ts';
