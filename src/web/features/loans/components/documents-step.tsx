import { useController, useFormContext, useFormState } from 'react-hook-form';
import type { LoanFormValues } from '../lib/loan-form.ts';
import { AdditionalDocumentsField, DocumentField } from './document-fields.tsx';

const DECLARATIONS = [
  {
    name: 'declaration.information_accurate',
    label: 'I confirm that the information in this application is accurate and complete.',
  },
  {
    name: 'declaration.agree_to_terms',
    label: 'I agree to the terms and conditions of the loan, including its repayment schedule.',
  },
] as const;

function Declaration({
  name,
  label,
  invalid,
}: (typeof DECLARATIONS)[number] & { invalid: boolean }) {
  const { control } = useFormContext<LoanFormValues>();
  const { field } = useController({ control, name });
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={field.name}
        ref={field.ref}
        checked={field.value}
        onChange={(e) => {
          field.onChange(e.target.checked);
          field.onBlur();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'loan-declaration-error' : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
      />
      <span>{label}</span>
    </label>
  );
}

/** Step 3, Document Upload: the three required documents, any others, the declarations. */
export function DocumentsStep() {
  const { errors } = useFormState<LoanFormValues>({ name: 'declaration' });
  const declarationError =
    errors.declaration?.information_accurate?.message ??
    errors.declaration?.agree_to_terms?.message;
  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <DocumentField field="bank_statement" />
        <DocumentField field="proof_of_address" />
        <DocumentField field="identification" />
        <AdditionalDocumentsField />
      </div>
      <fieldset className="grid gap-3 rounded-xl border bg-muted/40 p-4">
        <legend className="px-1 text-sm font-semibold">Declaration</legend>
        {DECLARATIONS.map((d) => (
          <Declaration key={d.name} {...d} invalid={!!declarationError} />
        ))}
        {declarationError && (
          <p id="loan-declaration-error" className="text-sm text-destructive">
            {declarationError}
          </p>
        )}
      </fieldset>
    </div>
  );
}
