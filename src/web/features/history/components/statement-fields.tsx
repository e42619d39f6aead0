import type { Control } from 'react-hook-form';
import { CURRENCIES, CURRENCY_INFO } from '#shared/constants.ts';
import type { StatementPeriod } from '#shared/schemas/statements.ts';
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  useFormField,
} from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';

/**
 * The schema's message after the field's label: "To must not be after today
 * (Lagos time)". (The profile form has the same; FormMessage itself stays
 * as small as it is, being in the sign-in page's first load.)
 */
function FieldError({ label }: { label: string }) {
  const { error, formMessageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p id={formMessageId} className="text-sm text-destructive">
      {label} {error.message}
    </p>
  );
}

const DAYS = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

/** The wallet and the first and last days of the statement. */
export function StatementFields({
  control,
  today,
  disabled,
}: {
  control: Control<StatementPeriod>;
  today: string;
  disabled: boolean;
}) {
  return (
    <>
      <FormField
        control={control}
        name="currency"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Wallet</FormLabel>
            <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur} ref={field.ref} className="w-full">
                  <SelectValue placeholder="Choose a wallet" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {CURRENCIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {CURRENCY_INFO[c].name} ({c})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError label="Wallet" />
          </FormItem>
        )}
      />
      <div className="grid min-w-0 grid-cols-2 items-start gap-3">
        {DAYS.map((d) => (
          <FormField
            key={d.name}
            control={control}
            name={d.name}
            render={({ field }) => (
              <FormItem className="min-w-0">
                <FormLabel>{d.label}</FormLabel>
                <FormControl>
                  <Input {...field} type="date" max={today} disabled={disabled} />
                </FormControl>
                <FieldError label={d.label} />
              </FormItem>
            )}
          />
        ))}
      </div>
    </>
  );
}
