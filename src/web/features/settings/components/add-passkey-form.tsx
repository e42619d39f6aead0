import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type AddPasskey, AddPasskeySchema, PASSKEY_NAME_MAX } from '#shared/schemas/passkeys.ts';
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
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useAddPasskey } from '../api/add-passkey.ts';
import { SecretField } from './secret-field.tsx';

const resolver = zodResolver(AddPasskeySchema);
const EMPTY: AddPasskey = { name: '', password: '' };

/** A name to tell it apart, the current password, then the device's own prompt. */
export function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey();
  const form = useForm<AddPasskey>({ resolver, defaultValues: EMPTY });

  const onValid = (values: AddPasskey) =>
    add.mutate(values, {
      onSuccess: () => {
        notify.success('Passkey added', 'You can now sign in with it instead of your password.');
        onDone();
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'INVALID_PASSWORD') {
          form.setError('password', { message: 'Password is incorrect' });
          return notify.error('Passkey not added', 'Your password is incorrect.');
        }
        notify.error('Passkey not added', err.message || 'Please try again.');
      },
    });

  const busy = add.isPending;
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        aria-label="Add a passkey"
        className="grid gap-4 rounded-lg border p-4"
      >
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Passkey name (optional)</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  placeholder="e.g. My phone"
                  maxLength={PASSKEY_NAME_MAX}
                  autoComplete="off"
                  disabled={busy}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <SecretField
          control={form.control}
          name="password"
          label="Current Password"
          disabled={busy}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {busy ? 'Waiting for your device...' : 'Continue'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
