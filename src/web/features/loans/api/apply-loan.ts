import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanApplication } from '#shared/schemas/loans-application.ts';
import type { LoanDocumentField } from '#shared/schemas/loans-documents.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export interface ApplyLoanVariables {
  application: LoanApplication;
  files: { field: LoanDocumentField; file: File }[];
  /** One per submission, reused when the same one is sent again: an application is recorded once. */
  idempotencyKey: string;
}

/** POST /api/loans (multipart): the application as JSON and each document under its field. */
export function useApplyLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, files, idempotencyKey }: ApplyLoanVariables) => {
      const body = new FormData();
      body.set('application', JSON.stringify(application));
      for (const { field, file } of files) body.append(field, file, file.name);
      return api('POST /api/loans', { body, idempotencyKey });
    },
    // Ten megabytes a file: never sent again unasked.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.loans }),
  });
}
