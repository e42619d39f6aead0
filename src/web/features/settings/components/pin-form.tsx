import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, LockKeyholeIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PIN_MESSAGES, PinSetSchema } from '#shared/schemas/pin.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSetPin } from '#web/features/pin/api/set-pin.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { SecretField } from './secret-field.tsx';

export const PIN_MISMATCH = 'PINs do not match';

// The request's schema, plus the confirmation that only the form needs.
const PinFormSchema = PinSetSchema.extend({ confirm_pin: z.string() }).refine(
  (v) => v.pin === v.confirm_pin,
  { message: PIN_MISMATCH, path: ['confirm_pin'] },
);
type PinForm = z.infer<typeof PinFormSchema>;

const resolver = zodResolver(PinFormSchema);
const EMPTY: PinForm = { pin: '', confirm_pin: '', current_password: '' };

const PIN_FIELDS = [
  { name: 'pin', label: 'New PIN' },
  { name: 'confirm_pin', label: 'Confirm PIN' },
] as const;

/** Sets or changes the transaction PIN; the server checks the account password. */
export function PinForm({ isSet }: { isSet: boolean }) {
  const save = useSetPin();
  const form = useForm<PinForm>({ resolver, defaultValues: EMPTY });

  const onValid = ({ pin, current_password }: PinForm) =>
    save.mutate(
      { pin, current_password },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notify.success(PIN_MESSAGES.saved);
        },
        onError: (err) => {
          const message = err.message || 'Failed to save the PIN. Please try again.';
          if (isApiError(err) && err.code === 'INVALID_PASSWORD')
            form.setError('current_password', { message }, { shouldFocus: true });
          else form.setError('root', { message });
        },
      },
    );

  const busy = save.isPending;
  const label = isSet ? 'Change PIN' : 'Set PIN';
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        aria-label={label}
        className="grid gap-4"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {PIN_FIELDS.map((f) => (
            <FormField
              key={f.name}
              control={form.control}
              name={f.name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{f.label}</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      onChange={(e) =>
                        field.onChange(e.target.value.replace(/\D/g, '').slice(0, 4))
                      }
                      type="password"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={4}
                      placeholder="4 digits"
                      className="tracking-[0.5em] placeholder:tracking-normal"
                      disabled={busy}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
        <SecretField
          control={form.control}
          name="current_password"
          label="Current Password"
          disabled={busy}
        />
        {form.formState.errors.root && (
          <p role="alert" className="text-sm text-destructive">
            {form.formState.errors.root.message}
          </p>
        )}
        <Button type="submit" disabled={busy} className="sm:justify-self-start">
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <LockKeyholeIcon aria-hidden="true" />
          )}
          {label}
        </Button>
      </form>
    </Form>
  );
}
