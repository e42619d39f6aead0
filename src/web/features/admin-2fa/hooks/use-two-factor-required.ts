import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  forgetTwoFactorRefusals,
  refusedForTwoFactor,
  watchTwoFactorRequired,
} from '../lib/watch-two-factor.ts';

/**
 * Whether a back-office request was refused with TWO_FACTOR_REQUIRED, read
 * from every query and mutation the app makes. `clear`, once two-factor is
 * on, forgets the refused queries: their screens ask again.
 */
export function useTwoFactorRequired() {
  const queryClient = useQueryClient();
  const [required, setRequired] = useState(() => refusedForTwoFactor(queryClient));

  useEffect(() => watchTwoFactorRequired(queryClient, () => setRequired(true)), [queryClient]);

  const clear = useCallback(() => {
    forgetTwoFactorRefusals(queryClient);
    setRequired(false);
  }, [queryClient]);

  return { required, clear };
}
