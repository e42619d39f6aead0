import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon, LockIcon, LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type Unlock, UnlockSchema } from '#shared/schemas/session-lock.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#web/components/ui/form.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { isApiError } from '#web/lib/api.ts';
import { markUnlocked } from '#web/lib/session-lock.ts';
import { notify } from '#web/lib/toast.ts';
import { useUnlockSession } from '../api/unlock-session.ts';
import { PasskeyUnlockButton } from './passkey-unlock-button.tsx';

const resolver = zodResolver(UnlockSchema);

/**
 * Shown instead of the app once it locked (AUTO_LOCK_MINUTES unused, or the
 * server said SESSION_LOCKED): nothing of the account is on the page, only
 * whose it is. The password unlocks it, or a passkey (PasskeyUnlockButton).
 */
export function LockScreen({ minutes }: { minutes: number }) {
  const { user, signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unlock = useUnlockSession();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<Unlock>({ resolver, defaultValues: { password: '' } });

  const onValid = (body: Unlock) =>
    unlock.mutate(body, {
      onError: (err) => {
        if (isApiError(err) && err.status === 401) {
          // Five wrong passwords ended the session: back to signing in.
          notify.error('Signed out', err.message);
          markUnlocked();
          void queryClient.invalidateQueries({ queryKey: ['session'] });
          return;
        }
        form.setError('password', { message: err.message || 'Please try again.' });
      },
    });

  const leave = async () => {
    setLeaving(true);
    const result = await signOut();
    setLeaving(false);
    if (!result.success) return notify.error('Sign out failed', result.error);
    markUnlocked();
    navigate('/', { replace: true });
  };

  const busy = unlock.isPending || leaving;
  const who = user?.name || user?.email || 'your account';
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 px-4 py-10">
      <div className="grid w-full max-w-sm justify-items-center gap-6">
        <Logo />
        <section
          aria-labelledby="lock-heading"
          className="grid w-full gap-5 rounded-2xl border bg-card p-6 shadow-sm"
        >
          <div className="grid justify-items-center gap-2 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-brand/10 text-brand">
              <LockIcon className="size-6" aria-hidden="true" />
            </span>
            <h1 id="lock-heading" className="text-xl font-semibold">
              Owo is locked
            </h1>
            <p className="text-sm wrap-anywhere text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{who}</span>
            </p>
          </div>
          <Form {...form}>
            <form
              onSubmit={form.handleSubmit(onValid)}
              noValidate
              aria-label="Unlock"
              className="grid gap-4"
            >
              <FormField
                control={form.control}
                name="password"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Password</FormLabel>
                    <FormControl>
                      <PasswordInput
                        {...field}
                        autoComplete="current-password"
                        autoFocus
                        disabled={busy}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" disabled={busy}>
                {unlock.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Unlock
              </Button>
            </form>
          </Form>
          <PasskeyUnlockButton disabled={busy} />
          <Button variant="ghost" onClick={() => void leave()} disabled={busy}>
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Button>
        </section>
        {minutes > 0 && (
          <p className="text-center text-xs text-muted-foreground">
            For your safety, Owo locks after {minutes} {minutes === 1 ? 'minute' : 'minutes'}{' '}
            without use.
          </p>
        )}
      </div>
    </main>
  );
}
