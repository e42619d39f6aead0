import { FileIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import {
  LOAN_DOCUMENT_FIELDS,
  LOAN_FILE_ACCEPT,
  LOAN_MAX_ADDITIONAL_DOCUMENTS,
  type LoanDocumentField,
} from '#shared/schemas/loans-documents.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { LoanFormValues } from '../lib/loan-form.ts';
import { formatFileSize } from '../loan-format.ts';
import { FieldShell, fieldId } from './loan-fields.tsx';

const FILE_INPUT =
  'block w-full cursor-pointer rounded-md border border-input bg-card text-sm text-muted-foreground shadow-xs file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:py-2.5 file:text-sm file:font-medium file:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none aria-invalid:border-destructive';

const HINT = 'PDF, JPG, JPEG or PNG, at most 10MB';

/** The chosen files in place of the browser's own line, with Change and Remove. */
function Chosen({
  files,
  onChange,
  onRemove,
}: {
  files: File[];
  onChange: () => void;
  onRemove: () => void;
}) {
  if (files.length === 0) return null;
  return (
    <div className="flex items-center gap-2 rounded-lg border bg-muted/40 p-2 pl-3 text-sm peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/40">
      <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <ul className="grid min-w-0 flex-1 gap-0.5">
        {files.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice
          <li key={`${f.name}-${i}`} className="flex min-w-0 gap-2">
            <span className="truncate font-medium">{f.name}</span>
            <span className="shrink-0 text-muted-foreground">{formatFileSize(f.size)}</span>
          </li>
        ))}
      </ul>
      {/* Change is for the pointer: the input itself (visually hidden) is one Tab away. */}
      <Button type="button" variant="outline" size="sm" tabIndex={-1} onClick={onChange}>
        Change
      </Button>
      <Button type="button" variant="ghost" size="icon" className="size-8" onClick={onRemove}>
        <XIcon aria-hidden="true" />
        <span className="sr-only">Remove {files.length > 1 ? 'files' : files[0]!.name}</span>
      </Button>
    </div>
  );
}

/** One required document: checked in the browser as soon as it is chosen. */
export function DocumentField({
  field: name,
}: {
  field: Exclude<LoanDocumentField, 'additional_documents'>;
}) {
  const { control } = useFormContext<LoanFormValues>();
  const { field, fieldState } = useController({ control, name: `documents.${name}` });
  const input = useRef<HTMLInputElement>(null);
  const set = (file: File | null) => {
    field.onChange(file);
    field.onBlur();
  };
  const file = field.value as File | null;
  return (
    <FieldShell
      id={fieldId(`documents.${name}`)}
      label={LOAN_DOCUMENT_FIELDS[name]}
      hint={HINT}
      error={fieldState.error?.message}
    >
      {(a11y) => (
        <>
          <input
            {...a11y}
            ref={(el) => {
              input.current = el;
              field.ref(el);
            }}
            type="file"
            accept={LOAN_FILE_ACCEPT}
            onChange={(e) => set(e.target.files?.[0] ?? null)}
            className={file ? 'peer sr-only' : FILE_INPUT}
          />
          <Chosen
            files={file ? [file] : []}
            onChange={() => input.current?.click()}
            onRemove={() => {
              if (input.current) input.current.value = '';
              set(null);
            }}
          />
        </>
      )}
    </FieldShell>
  );
}

/** Any further documents, optional: up to five, chosen together. */
export function AdditionalDocumentsField() {
  const { control } = useFormContext<LoanFormValues>();
  const { field, fieldState } = useController({
    control,
    name: 'documents.additional_documents',
  });
  const input = useRef<HTMLInputElement>(null);
  const set = (files: File[]) => {
    field.onChange(files);
    field.onBlur();
  };
  return (
    <FieldShell
      id={fieldId('documents.additional_documents')}
      label={`${LOAN_DOCUMENT_FIELDS.additional_documents} (optional)`}
      hint={`Up to ${LOAN_MAX_ADDITIONAL_DOCUMENTS} files; ${HINT} each`}
      error={fieldState.error?.message}
    >
      {(a11y) => (
        <>
          <input
            {...a11y}
            ref={(el) => {
              input.current = el;
              field.ref(el);
            }}
            type="file"
            multiple
            accept={LOAN_FILE_ACCEPT}
            onChange={(e) => set(Array.from(e.target.files ?? []))}
            className={field.value.length > 0 ? 'peer sr-only' : FILE_INPUT}
          />
          <Chosen
            files={field.value}
            onChange={() => input.current?.click()}
            onRemove={() => {
              if (input.current) input.current.value = '';
              set([]);
            }}
          />
        </>
      )}
    </FieldShell>
  );
}
