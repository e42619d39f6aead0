import type { FieldErrors, Resolver } from 'react-hook-form';
import { checkLoanForm, type Refusals } from './check-loan-form.ts';
import type { LoanFormValues } from './loan-form.ts';

/** `{ 'a.b': message }` as react-hook-form's nested errors. */
function nested(errors: Record<string, string>): FieldErrors<LoanFormValues> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1)!] = { type: 'validate', message };
  }
  return out as FieldErrors<LoanFormValues>;
}

/**
 * The form's resolver: the shared application schema and the document checks.
 * `refusals` is read at each validation, so a file the server refused shows
 * the server's reason until another is chosen.
 */
export function loanResolver(refusals: () => Refusals): Resolver<LoanFormValues> {
  return (values) => {
    const { errors } = checkLoanForm(values, refusals());
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: nested(errors) };
  };
}
