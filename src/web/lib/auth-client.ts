import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  // Same origin; better-auth is mounted at /api/auth.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});
