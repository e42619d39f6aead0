import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { authToasts } from '../auth-toasts.ts';
import { useAuth } from './auth-context.ts';

/** Sign out, say so, and go to /. */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    const result = await signOut();
    setPending(false);
    if (!result.success) return authToasts.logoutFailed(result.error);
    authToasts.loggedOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
  return { logout, pending };
}
