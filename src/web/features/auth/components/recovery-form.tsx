import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { ResetPassword } from '#shared/schemas/auth.ts';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#web/components/ui/form.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { lazyResolver } from '#web/lib/lazy-resolver.ts';
import { resetPassword } from '../api/auth-actions.ts';
import { authToasts } from '../auth-toasts.ts';
import { firstErrorMessage } from '../first-error.ts';
import { AuthSubmitButton, LinkButton } from './auth-buttons.tsx';

const validation = lazyResolver<ResetPassword>(() =>
  import('../auth-resolvers.ts').then((m) => m.resetPasswordResolver),
);

interface Props {
  token: string;
  /** Called after a successful update, and by "Back to Sign In". */
  onDone: () => void;
}

/** "Reset your password": reached from the e-mailed link, on /auth. */
export function RecoveryForm({ token, onDone }: Props) {
  const form = useForm<ResetPassword>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  useEffect(validation.preload, []);
  const busy = form.formState.isSubmitting;

  const onInvalid = (errors: FieldErrors<ResetPassword>) => {
    const text = firstErrorMessage(errors, ['password', 'confirmPassword']);
    if (text) authToasts.validation(text);
  };

  const onValid = async ({ password }: ResetPassword) => {
    try {
      await resetPassword({ newPassword: password, token });
      authToasts.passwordUpdated();
      onDone();
    } catch (error) {
      authToasts.resetFailed(error);
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5">
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New Password</FormLabel>
              <FormControl>
                <PasswordInput
                  autoComplete="new-password"
                  placeholder="At least 6 characters"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm New Password</FormLabel>
              <FormControl>
                <PasswordInput
                  autoComplete="new-password"
                  placeholder="Repeat the new password"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <AuthSubmitButton busy={busy} busyLabel="Updating password...">
          Update Password
        </AuthSubmitButton>
        <p className="text-center text-sm">
          <LinkButton onClick={onDone} className="font-semibold">
            Back to Sign In
          </LinkButton>
        </p>
      </form>
    </Form>
  );
}
