import { DownloadIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export type ExportFilters = Record<string, string | number | boolean | null | undefined>;

/** The list's route with the filters on screen and `format=csv`: the whole list as a file. */
export function exportHref(path: string, filters: ExportFilters = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  params.set('format', 'csv');
  return `${path}?${params}`;
}

/**
 * Export CSV: a plain link to the list's route with its filters, so the
 * browser downloads the file as the server streams it (the session cookie goes
 * with it), however many rows there are.
 */
export function ExportCsvButton({
  path,
  filters,
  label = 'Export CSV',
}: {
  path: string;
  filters?: ExportFilters;
  label?: string;
}) {
  return (
    <Button variant="outline" asChild>
      <a href={exportHref(path, filters)} download>
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
