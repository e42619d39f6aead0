import { useMutation } from '@tanstack/react-query';
import type { StatementPeriod } from '#shared/schemas/statements.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/statements/email: the statement is built and mailed as a PDF in the background. */
export function useEmailStatement() {
  return useMutation({
    mutationFn: (period: StatementPeriod) => api('POST /api/statements/email', { body: period }),
    // Each accepted request sends a mail and counts towards the hourly limit.
    retry: false,
  });
}
