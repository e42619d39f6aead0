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
import { useLimits } from '#web/features/limits/api/get-limits.ts';
import { useScrollToHash } from '#web/hooks/use-scroll-to-hash.ts';
import { isApiError } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import {
  checkKycFile,
  ID_TYPE_LABELS,
  KYC_MESSAGES,
  type KycProblem,
  kycDocumentsOf,
  titleFor,
} from '../kyc-file-check.ts';
import { kycLabel } from '../kyc-status.ts';
import { BvnFirstNote } from './bvn-first-note.tsx';
import { KycDocumentInfo } from './kyc-document-info.tsx';
import { KycFileInput } from './kyc-file-input.tsx';
import { KycStatusNote } from './kyc-status-note.tsx';

type IdType = (typeof ID_TYPES)[number];
type Slot = 'document' | 'proof';
const NONE = { document: null, proof: null };

/** Tier 3's documents: an ID and a proof of address, sent together once the BVN made it tier 2. */
export function KycCard({ profile, className }: { profile: Profile; className?: string }) {
  const documents = kycDocumentsOf(profile.kyc_documents);
  const label = kycLabel(profile);
  const tier = useLimits().data?.tier;
  const needsBvn = tier === 1;
  const locked = label === 'Verified' || needsBvn;
  const submit = useSubmitKyc();
  const [idType, setIdType] = useState<IdType | ''>(documents?.id_type ?? '');
  const [files, setFiles] = useState<Record<Slot, File | null>>(NONE);
  const [problems, setProblems] = useState<Record<Slot, KycProblem | null>>(NONE);
  const inputs = {
    document: useRef<HTMLInputElement>(null),
    proof: useRef<HTMLInputElement>(null),
  };
  const typeId = useId();
  useScrollToHash('kyc', true);

  const report = (slot: Slot, p: KycProblem) => {
    setProblems({ ...NONE, [slot]: p });
    notify.error(p.title, p.message);
  };
  const clear = (slot: Slot) => {
    setFiles((f) => ({ ...f, [slot]: null }));
    const input = inputs[slot].current;
    if (input) input.value = '';
  };

  const onFile = (slot: Slot, chosen: File | undefined) => {
    setProblems(NONE);
    const bad = chosen && checkKycFile(chosen);
    if (bad) {
      clear(slot);
      return report(slot, bad);
    }
    setFiles((f) => ({ ...f, [slot]: chosen ?? null }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!idType || !files.document) return report('document', KYC_MESSAGES.missing);
    if (!files.proof) return report('proof', KYC_MESSAGES.missingProof);
    setProblems(NONE);
    submit.mutate(
      { idType, document: files.document, proofOfAddress: files.proof },
      {
        onSuccess: () => {
          clear('document');
          clear('proof');
          notify.success(
            'Documents uploaded',
            'Your ID document and proof of address have been submitted for review.',
          );
        },
        onError: (err) => {
          const slot: Slot =
            isApiError(err) && err.field === 'proof_of_address' ? 'proof' : 'document';
          if (isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 401)
            report(slot, { title: titleFor(err.code), message: err.message });
          else report('document', KYC_MESSAGES.failed);
        },
      },
    );
  };

  const busy = submit.isPending;
  return (
    <Card id="kyc" tabIndex={-1} className={cn('scroll-mt-20 outline-none', className)}>
      <CardHeader>
        <CardTitle>Identity Verification (KYC)</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {needsBvn ? (
          <BvnFirstNote />
        ) : (
          <KycStatusNote label={label} reason={profile.kyc_rejection_reason} />
        )}
        {documents && <KycDocumentInfo documents={documents} />}
        <form onSubmit={onSubmit} noValidate aria-label="Upload ID document" className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={typeId}>ID Type</Label>
            <Select
              value={idType}
              onValueChange={(v) => setIdType(v as IdType)}
              disabled={locked || busy}
            >
              <SelectTrigger id={typeId}>
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
          <KycFileInput
            label="ID Document"
            file={files.document}
            problem={problems.document}
            disabled={locked || busy}
            inputRef={inputs.document}
            onFile={(f) => onFile('document', f)}
          />
          <KycFileInput
            label="Proof of address (utility bill, last 3 months)"
            file={files.proof}
            problem={problems.proof}
            disabled={locked || busy}
            inputRef={inputs.proof}
            onFile={(f) => onFile('proof', f)}
          />
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
