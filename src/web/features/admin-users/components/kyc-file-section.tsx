import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLagosShortDate } from '#shared/lagos-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatFileSize } from '../lib/format.ts';
import { DetailRow } from './detail-row.tsx';

export interface KycFileInfo {
  file_name: string | null;
  file_size: number | null;
  file_type: string | null;
  uploaded_at: string | null;
}

/**
 * One file of a KYC submission: what it is, a preview when it is a picture,
 * and a link that opens it in a new tab (both through the administrators'
 * authenticated endpoint, with the session cookie).
 */
export function KycFileSection({
  id,
  title,
  file,
  url,
  missing,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  file: KycFileInfo | null;
  url: string;
  /** What to say when the file was not sent. */
  missing: string;
  /** Rows before the file's own (the ID type). */
  children?: ReactNode;
}) {
  const isImage = !!file?.file_type?.startsWith('image/');
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start">
      <h3 id={id} className="mb-1 text-sm font-semibold">
        {title}
      </h3>
      <dl className="divide-y">
        {children}
        <DetailRow label="File Name">{file?.file_name || 'N/A'}</DetailRow>
        <DetailRow label="File Size">{formatFileSize(file?.file_size)}</DetailRow>
        <DetailRow label="File Type">{file?.file_type || 'N/A'}</DetailRow>
        <DetailRow label="Uploaded">{formatLagosShortDate(file?.uploaded_at)}</DetailRow>
      </dl>
      {file ? (
        <div className="mt-3 grid gap-2">
          {isImage && (
            <img
              src={url}
              alt={`${title} preview`}
              loading="lazy"
              className="h-40 w-full rounded-md border bg-muted object-contain"
            />
          )}
          <Button asChild variant="outline" className="w-full">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              View {title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{missing}</p>
      )}
    </section>
  );
}
