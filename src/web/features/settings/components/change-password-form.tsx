import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon, Loader2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePassword,
  ChangePasswordSchema,
} from '#shared/schemas/change-password.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { preloadPasswordClient, useChangePassword } from '../api/change-password.ts';
import { SecretField } from './secret-field.tsx';

const resolver = zodResolver(ChangePasswordSchema);
const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** The server checks the current password; other devices are signed out on success. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePassword>({ resolver, defaultValues: EMPTY });
  useEffect(preloadPasswordClient, []);

  const onValid = ({ currentPassword, newPassword }: ChangePassword) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notify.success(
            'Password updated',
            'Your password has been changed. Other devices have been signed out.',
          );
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'INVALID_PASSWORD') {
            form.setError('currentPassword', { message: 'Current password is incorrect' });
            return notify.error('Error', CHANGE_PASSWORD_MESSAGES.wrongCurrent);
          }
          if (isApiError(err) && err.code === 'PASSWORD_TOO_SHORT')
            return notify.error('Error', CHANGE_PASSWORD_MESSAGES.tooShort);
          notify.error('Error', err.message || CHANGE_PASSWORD_MESSAGES.wrongCurrent);
        },
      },
    );

  const busy = change.isPending;
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        aria-label="Change password"
        className="grid gap-4"
      >
        {FIELDS.map((f) => (
          <SecretField key={f.name} control={form.control} {...f} disabled={busy} />
        ))}
        <Button type="submit" disabled={busy} className="sm:justify-self-start">
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <KeyRoundIcon aria-hidden="true" />
          )}
          Update Password
        </Button>
      </form>
    </Form>
  );
}
