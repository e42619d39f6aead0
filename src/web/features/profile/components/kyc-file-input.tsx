import { type Ref, useId } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { formatFileSize, KYC_ACCEPT, type KycProblem } from '../kyc-file-check.ts';

interface Props {
  label: string;
  file: File | null;
  problem: KycProblem | null;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
}

/** One document of the KYC form: the file input, what is chosen, and what is wrong with it. */
export function KycFileInput({ label, file, problem, disabled, inputRef, onFile }: Props) {
  const ids = { file: useId(), hint: useId(), error: useId() };
  return (
    <div className="grid gap-2">
      <Label htmlFor={ids.file}>{label}</Label>
      <input
        ref={inputRef}
        id={ids.file}
        type="file"
        accept={KYC_ACCEPT}
        disabled={disabled}
        aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
        aria-invalid={!!problem}
        onChange={(e) => onFile(e.target.files?.[0])}
        className="block w-full min-w-0 cursor-pointer rounded-md border border-input bg-card text-sm text-muted-foreground shadow-xs file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:py-2.5 file:text-sm file:font-medium file:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
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
  );
}
