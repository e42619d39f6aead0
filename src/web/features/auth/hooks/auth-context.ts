import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface AuthState {
  /** The session check is running (forced to end after 10 s). */
  loading: boolean;
  user: AuthUser | null;
  /** From the profile; false while unknown or when the read fails. */
  isAdmin: boolean;
  signOut: () => Promise<{ success: boolean; error?: string }>;
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
