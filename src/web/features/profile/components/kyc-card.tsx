import { Loader2Icon, UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ID_TYPES } from '#shared/constants.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import {
  checkKycFile,
  formatFileSize,
  ID_TYPE_LABELS,
  KYC_ACCEPT,
  KYC_MESSAGES,
  type KycProblem,
  kycDocumentsOf,
  titleFor,
} from '../kyc-file-check.ts';
import { kycLabel } from '../kyc-status.ts';
import { KycDocumentInfo } from './kyc-document-info.tsx';
import { KycStatusNote } from './kyc-status-note.tsx';

type IdType = (typeof ID_TYPES)[number];

export function KycCard({ profile, className }: { profile: Profile; className?: string }) {
  const documents = kycDocumentsOf(profile.kyc_documents);
  const label = kycLabel(profile);
  const locked = label === 'Verified';
  const submit = useSubmitKyc();
  const [idType, setIdType] = useState<IdType | ''>(documents?.id_type ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<KycProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { type: useId(), file: useId(), hint: useId(), error: useId() };

  const report = (p: KycProblem) => {
    setProblem(p);
    notify.error(p.title, p.message);
  };
  const clearFile = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const onFile = (chosen: File | undefined) => {
    setProblem(null);
    if (!chosen) return setFile(null);
    const bad = checkKycFile(chosen);
    if (bad) {
      clearFile();
      return report(bad);
    }
    setFile(chosen);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!idType || !file) return report(KYC_MESSAGES.missing);
    setProblem(null);
    submit.mutate(
      { idType, document: file },
      {
        onSuccess: () => {
          clearFile();
          notify.success('Document uploaded', 'Your ID document has been submitted for review.');
        },
        onError: (err) => {
          if (isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 401)
            report({ title: titleFor(err.code), message: err.message });
          else report(KYC_MESSAGES.failed);
        },
      },
    );
  };

  const busy = submit.isPending;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Identity Verification (KYC)</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <KycStatusNote label={label} reason={profile.kyc_rejection_reason} />
        {documents && <KycDocumentInfo documents={documents} />}
        <form onSubmit={onSubmit} noValidate aria-label="Upload ID document" className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={ids.type}>ID Type</Label>
            <Select
              value={idType}
              onValueChange={(v) => setIdType(v as IdType)}
              disabled={locked || busy}
            >
              <SelectTrigger id={ids.type}>
                <SelectValue placeholder="Select ID type" />
              </SelectTrigger>
              <SelectContent>
                {ID_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {ID_TYPE_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.file}>ID Document</Label>
            <input
              ref={input}
              id={ids.file}
              type="file"
              accept={KYC_ACCEPT}
              disabled={locked || busy}
              aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
              aria-invalid={!!problem}
              onChange={(e) => onFile(e.target.files?.[0])}
              className="block w-full cursor-pointer rounded-md border border-input bg-card text-sm text-muted-foreground shadow-xs file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:py-2.5 file:text-sm file:font-medium file:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
            />
            <p id={ids.hint} className="text-xs text-muted-foreground">
              {file
                ? `Selected: ${file.name} (${formatFileSize(file.size)})`
                : 'JPG, PNG or PDF, at most 5MB.'}
            </p>
            {problem && (
              <p id={ids.error} role="alert" className="text-sm text-destructive">
                {problem.title}: {problem.message}
              </p>
            )}
          </div>
          {!locked && (
            <Button type="submit" disabled={busy} className="sm:justify-self-start">
              {busy ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <UploadIcon aria-hidden="true" />
              )}
              {busy ? 'Uploading...' : 'Upload Document'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
