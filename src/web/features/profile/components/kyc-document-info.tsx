import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import type { KycDocuments } from '#shared/schemas/kyc.ts';
import { KYC_DOCUMENT_URL, KYC_PROOF_OF_ADDRESS_URL } from '../api/submit-kyc.ts';
import { formatFileSize, ID_TYPE_LABELS } from '../kyc-file-check.ts';

type FileInfo = KycDocuments['id_document'];

function SubmittedFile({
  file,
  kind,
  url,
  testId,
}: {
  file: FileInfo;
  kind: string;
  url: string;
  testId: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <FileTextIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium" data-testid={testId}>
          {file.file_name}
        </p>
        <p className="text-muted-foreground">
          {kind} · {formatFileSize(file.file_size)}
        </p>
        <p className="text-muted-foreground">Uploaded {formatLagosDateTimeUs(file.uploaded_at)}</p>
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="mt-1 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          View document
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** The documents on file, each with a link to view it through the private endpoint. */
export function KycDocumentInfo({ documents }: { documents: KycDocuments }) {
  const proof = documents.proof_of_address;
  return (
    <section
      aria-label="Submitted document"
      className="grid gap-3 rounded-lg border bg-muted/40 p-3"
    >
      <SubmittedFile
        file={documents.id_document}
        kind={ID_TYPE_LABELS[documents.id_type]}
        url={KYC_DOCUMENT_URL}
        testId="kyc-file-name"
      />
      {proof && (
        <SubmittedFile
          file={proof}
          kind="Proof of address"
          url={KYC_PROOF_OF_ADDRESS_URL}
          testId="kyc-proof-name"
        />
      )}
    </section>
  );
}
