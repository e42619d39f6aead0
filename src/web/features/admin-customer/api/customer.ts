import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Customer360 } from '#shared/schemas/customer-360.ts';
import { api } from '#web/lib/api.ts';

/** One customer's page; fresh for half a minute (a note added refreshes it at once). */
export const customerQueryKey = (id: string) => ['admin', 'customer', id] as const;

export const customerOptions = (id: string) =>
  queryOptions({
    queryKey: customerQueryKey(id),
    queryFn: ({ signal }) => api('GET /api/admin/customers/:id', { params: { id }, signal }),
    staleTime: 30_000,
  });

export function useCustomer(id: string) {
  return useQuery(customerOptions(id));
}

/** Adds a note: it goes on top of the page's notes, then the page is read again (its audit trail). */
export function useAddCustomerNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api('POST /api/admin/customers/:id/notes', { params: { id }, body: { text } }),
    onSuccess: (note) => {
      client.setQueryData<Customer360>(customerQueryKey(id), (old) =>
        old ? { ...old, notes: [note, ...old.notes] } : old,
      );
      void client.invalidateQueries({ queryKey: customerQueryKey(id) });
    },
  });
}
