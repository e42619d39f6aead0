import { Loader2Icon } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SignIn } from '#shared/schemas/auth.ts';
import type { PublicConfig } from '#shared/schemas/public-config.ts';
import { lazyNamed } from '#web/components/lazy-named.ts';
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
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { afterFirstInteraction } from '#web/lib/first-interaction.ts';
import { lazyResolver } from '#web/lib/lazy-resolver.ts';
import { preloadAuthClient, signInRequest, signUpRequest } from '../api/auth-actions.ts';
import { authToasts } from '../auth-toasts.ts';
import { firstErrorMessage } from '../first-error.ts';
import { useAuth } from '../hooks/auth-context.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { BotCheck, type BotCheckHandle } from './bot-check/bot-check.tsx';

const GoogleButton = lazyNamed(() => import('./google-button.tsx'), 'GoogleButton');
// Its own chunk (with its icon), out of /auth's first-load budget; the WebAuthn code comes on click.
const PasskeyButton = lazyNamed(() => import('./passkey-button.tsx'), 'PasskeyButton');

const validation = lazyResolver<SignIn>(() =>
  import('../auth-resolvers.ts').then((m) => m.signInResolver),
);

export type CredentialsMode = 'signin' | 'signup';

interface Props {
  mode: CredentialsMode;
  config: PublicConfig;
  defaultEmail?: string;
  onSwitchMode: (mode: CredentialsMode) => void;
  onForgotPassword: (email: string) => void;
  onSignedUp: (email: string) => void;
  /** The password was right and the account asks for its second factor. */
  onTwoFactor: () => void;
}

export function CredentialsForm(props: Props) {
  const { mode, config, onSwitchMode, onForgotPassword, onSignedUp, onTwoFactor } = props;
  const signingIn = mode === 'signin';
  const navigate = useNavigate();
  const next = useAfterSignIn();
  const botCheck = useRef<BotCheckHandle>(null);
  const { refresh } = useAuth();
  const form = useForm<SignIn>({
    resolver: validation.resolver,
    defaultValues: { email: props.defaultEmail ?? '', password: '' },
  });
  useEffect(() => {
    void afterFirstInteraction().then(() => {
      validation.preload();
      preloadAuthClient();
    });
  }, []);
  const busy = form.formState.isSubmitting;

  const onInvalid = (errors: Parameters<typeof firstErrorMessage>[0]) => {
    const text = firstErrorMessage(errors, ['email', 'password']);
    if (text) authToasts.validation(text);
    botCheck.current?.reset();
  };

  const onValid = async (values: SignIn) => {
    const headers = (await botCheck.current?.headers()) ?? null;
    if (!headers) {
      authToasts.botCheckMissing(config.bot_check);
      botCheck.current?.reset();
      return;
    }
    try {
      if (signingIn) {
        const { twoFactor } = await signInRequest({ ...values, headers });
        if (twoFactor) return onTwoFactor();
        // The session must be known before the user pages' guard looks at it.
        await refresh();
        authToasts.welcomeBack();
        navigate(next, { replace: true });
        return;
      }
      const result = await signUpRequest({ ...values, headers });
      authToasts.accountCreated();
      if (result?.token) {
        await refresh();
        navigate(next, { replace: true });
      } else onSignedUp(values.email);
    } catch (error) {
      if (signingIn) authToasts.signInFailed(error, config.bot_check);
      else authToasts.signUpFailed(error, config.bot_check);
      botCheck.current?.reset();
    }
  };

  const switchTo = (next: CredentialsMode) => {
    form.clearErrors();
    onSwitchMode(next);
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between">
                <FormLabel>Password</FormLabel>
                {signingIn && (
                  <button
                    type="button"
                    className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    onClick={() => onForgotPassword(form.getValues('email'))}
                  >
                    Forgot password?
                  </button>
                )}
              </div>
              <FormControl>
                <PasswordInput
                  autoComplete={signingIn ? 'current-password' : 'new-password'}
                  placeholder={signingIn ? 'Enter your password' : 'At least 6 characters'}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <BotCheck ref={botCheck} mode={config.bot_check} siteKey={config.turnstile_site_key} />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {signingIn
            ? busy
              ? 'Signing in...'
              : 'Sign In'
            : busy
              ? 'Creating account...'
              : 'Sign Up'}
        </Button>
        {signingIn && (
          <Suspense fallback={<div className="h-11" />}>
            <PasskeyButton disabled={busy} />
          </Suspense>
        )}
        {config.google && (
          <Suspense fallback={<div className="h-[4.75rem]" />}>
            <GoogleButton disabled={busy} />
          </Suspense>
        )}
        <p className="text-center text-sm text-muted-foreground">
          {signingIn ? (
            <SwitchLink onClick={() => switchTo('signup')} question="Don't have an account yet?">
              Sign Up
            </SwitchLink>
          ) : (
            <SwitchLink onClick={() => switchTo('signin')} question="Already have an account?">
              Sign In
            </SwitchLink>
          )}
        </p>
      </form>
    </Form>
  );
}

function SwitchLink(props: { question: string; children: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="rounded-sm hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {props.question} <span className="font-semibold text-primary">{props.children}</span>
    </button>
  );
}
