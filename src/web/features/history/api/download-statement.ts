import { useMutation } from '@tanstack/react-query';
import type { StatementFormat, StatementPeriod } from '#shared/schemas/statements.ts';
import { ApiError, readError } from '#web/lib/api.ts';

/** The file name the server gave (Content-Disposition), else one made from the request. */
function fileName(res: Response, period: StatementPeriod, format: StatementFormat) {
  const given = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return given ?? `owo-statement-${period.currency}-${period.from}-to-${period.to}.${format}`;
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * GET /api/statements: the statement as a PDF or CSV file. Fetched rather
 * than followed as a link, so a refusal (a bad period) is shown in the dialog
 * instead of being saved as a file.
 */
export async function downloadStatement(period: StatementPeriod, format: StatementFormat) {
  const query = new URLSearchParams({ ...period, format });
  let res: Response;
  try {
    res = await fetch(`/api/statements?${query}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.');
  }
  if (!res.ok) throw await readError(res);
  const name = fileName(res, period, format);
  save(await res.blob(), name);
  return { name, reference: res.headers.get('x-statement-reference') };
}

export function useDownloadStatement() {
  return useMutation({
    mutationFn: ({ period, format }: { period: StatementPeriod; format: StatementFormat }) =>
      downloadStatement(period, format),
    retry: false,
  });
}
