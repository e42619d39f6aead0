import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface AuthState {
  /** The session check is running (forced to end after 10 s, spec 1 §4). */
  loading: boolean;
  user: AuthUser | null;
  /** From the profile; false while unknown or when the read fails (spec 1 §6). */
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
