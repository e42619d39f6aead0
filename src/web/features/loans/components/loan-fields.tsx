import type { ComponentProps, ReactNode } from 'react';
import { type FieldPathByValue, useController, useFormContext } from 'react-hook-form';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';
import type { LoanFormValues } from '../lib/loan-form.ts';

// The loan form's fields, bound to react-hook-form: a label, the control, then
// its hint or, once the user has left it, the schema's message.

export type TextPath = FieldPathByValue<LoanFormValues, string>;

export const fieldId = (name: string) => `loan-${name.replaceAll('.', '-').replaceAll('_', '-')}`;

export const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

interface ShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Under the control, beside the hint (a counter). */
  aside?: ReactNode;
  className?: string;
  children: (a11y: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

export function FieldShell({ id, label, hint, error, aside, className, children }: ShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {(hint || aside) && (
        <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
          {hint && <p id={hintId}>{hint}</p>}
          {aside}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<ComponentProps<typeof Input>, 'name' | 'id' | 'value' | 'onChange'>;

export function LoanTextField({
  name,
  label,
  hint,
  className,
  ...input
}: InputProps & { name: TextPath; label: string; hint?: ReactNode }) {
  const { control } = useFormContext<LoanFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldShell
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      className={className}
    >
      {(a11y) => (
        <Input
          {...input}
          {...a11y}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FieldShell>
  );
}

export function LoanTextareaField({
  name,
  label,
  hint,
  aside,
  maxLength,
  className,
}: {
  name: TextPath;
  label: string;
  hint?: ReactNode;
  aside?: ReactNode;
  maxLength?: number;
  className?: string;
}) {
  const { control } = useFormContext<LoanFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldShell
      id={fieldId(name)}
      label={label}
      hint={hint}
      aside={aside}
      error={fieldState.error?.message}
      className={className}
    >
      {(a11y) => (
        <textarea
          {...a11y}
          name={field.name}
          ref={field.ref}
          value={field.value}
          maxLength={maxLength}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          className={TEXTAREA}
        />
      )}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function LoanSelectField({
  name,
  label,
  placeholder,
  options,
  hint,
  className,
}: {
  name: TextPath;
  label: string;
  placeholder: string;
  options: readonly Option[];
  hint?: ReactNode;
  className?: string;
}) {
  const { control } = useFormContext<LoanFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldShell
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      className={className}
    >
      {(a11y) => (
        <Select
          value={field.value}
          onValueChange={field.onChange}
          // Closed without a choice counts as leaving the field; opening it does not.
          onOpenChange={(open) => !open && field.onBlur()}
        >
          <SelectTrigger {...a11y} ref={field.ref}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldShell>
  );
}
