import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeNetwork, RateUpdate } from '#shared/schemas/rates.ts';
import { ratesQueryKey } from '#web/features/wallets/api/get-rates.ts';
import { api } from '#web/lib/api.ts';
import { adminRatesKey } from './get-admin-rates.ts';

/** The users' airtime fees, as the airtime-to-cash screens read them. */
const airtimeRatesKey = ['airtime-rates'] as const;

/**
 * PUT /api/admin/rates; then this browser's lists, the history and the users'
 * rates are read again. A change of more than 10% is answered 409
 * CONFIRMATION_REQUIRED until it is sent again with `confirm: true`.
 */
export function useUpdateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateUpdate) => api('PUT /api/admin/rates', { body }),
    onSuccess: () =>
      Promise.all(
        [adminRatesKey, ratesQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useUpdateAirtimeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, fee }: { network: AirtimeNetwork; fee: number }) =>
      api('PUT /api/admin/airtime-rates/:network', {
        params: { network },
        body: { fee_percentage: fee },
      }),
    onSuccess: () =>
      Promise.all(
        [adminRatesKey, airtimeRatesKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
