import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import type { KycDocuments } from '#shared/schemas/kyc.ts';
import { KYC_DOCUMENT_URL } from '../api/submit-kyc.ts';
import { formatFileSize, ID_TYPE_LABELS } from '../kyc-file-check.ts';

/** The document on file, with a link to view it through the private endpoint. */
export function KycDocumentInfo({ documents }: { documents: KycDocuments }) {
  const doc = documents.id_document;
  return (
    <section
      aria-label="Submitted document"
      className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3"
    >
      <FileTextIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium" data-testid="kyc-file-name">
          {doc.file_name}
        </p>
        <p className="text-muted-foreground">
          {ID_TYPE_LABELS[documents.id_type]} · {formatFileSize(doc.file_size)}
        </p>
        <p className="text-muted-foreground">Uploaded {formatLagosDateTimeUs(doc.uploaded_at)}</p>
        <a
          href={KYC_DOCUMENT_URL}
          target="_blank"
          rel="noopener"
          className="mt-1 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          View document
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
