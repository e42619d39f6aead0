import { Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { PublicConfig } from '#shared/schemas/public-config.ts';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';
import { authToasts } from './auth-toasts.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { CredentialsForm, type CredentialsMode } from './components/credentials-form.tsx';
import { EmailSentNotice } from './components/email-sent-notice.tsx';
import { useAuth } from './hooks/auth-context.ts';
import { useAfterSignIn } from './hooks/use-after-sign-in.ts';

// Loaded when needed: the dialog (with Radix Dialog) when first opened, the
// recovery form only from an e-mailed reset link.
const ForgotPasswordDialog = lazyNamed(
  () => import('./components/forgot-password-dialog.tsx'),
  'ForgotPasswordDialog',
);
const RecoveryForm = lazyNamed(() => import('./components/recovery-form.tsx'), 'RecoveryForm');
// Only accounts with two-factor on reach the code step.
const TwoFactorForm = lazyNamed(() => import('./components/two-factor-form.tsx'), 'TwoFactorForm');

// If the config cannot be read, the server still decides; ALTCHA is its default.
const FALLBACK_CONFIG: PublicConfig = {
  bot_check: 'altcha',
  turnstile_site_key: null,
  google: false,
  bank: { account_number: '', bank_name: '', account_name: '' },
  support: { email: '', phone: '' },
  auto_lock_minutes: 0,
};

const HEADINGS = {
  signin: ['Welcome back', 'Sign in to your Owo account'],
  signup: ['Create your account', 'Open your Naira, Dollar and Yuan wallets in minutes'],
  recovery: ['Reset your password', 'Choose a new password for your account'],
  twoFactor: ['Two-factor authentication', 'One more step to sign in to your Owo account'],
} as const;

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const config = usePublicConfig();
  const token = params.get('token');
  const linkError = params.get('error');
  const recovery = params.get('type') === 'recovery' && !!token && !linkError;
  const next = useAfterSignIn();
  // Kept through the page's own resets, so a sign-in still returns to the page asked for.
  const nextParam = params.get('next');

  const [mode, setMode] = useState<CredentialsMode>(
    params.get('mode') === 'signup' ? 'signup' : 'signin',
  );
  const [formKey, setFormKey] = useState(0);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotUsed, setForgotUsed] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);

  useEffect(() => {
    if (!linkError) return;
    if (linkError === 'INVALID_TOKEN') authToasts.invalidResetLink();
    else authToasts.authenticationFailed(new Error(linkError.replaceAll('_', ' ').toLowerCase()));
    setParams(nextParam ? { next: nextParam } : {}, { replace: true });
  }, [linkError, setParams, nextParam]);

  if (user && !recovery) return <Navigate to={next} replace />;

  const backToSignIn = () => {
    setParams(nextParam ? { next: nextParam } : {}, { replace: true });
    setMode('signin');
    setSentTo(null);
    setTwoFactor(false);
    setFormKey((k) => k + 1);
  };

  const [title, description] = HEADINGS[recovery ? 'recovery' : twoFactor ? 'twoFactor' : mode];
  const cfg = config.data ?? (config.isError ? FALLBACK_CONFIG : null);

  return (
    <AuthLayout>
      <title>{`${title} · Owo`}</title>
      <Card className="gap-6 border-0 shadow-none sm:border sm:shadow-sm">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {recovery && token ? (
            <Suspense fallback={<FormSkeleton />}>
              <RecoveryForm token={token} onDone={backToSignIn} />
            </Suspense>
          ) : twoFactor ? (
            <Suspense fallback={<FormSkeleton />}>
              <TwoFactorForm onCancel={backToSignIn} />
            </Suspense>
          ) : cfg ? (
            <>
              {sentTo && mode === 'signin' && <EmailSentNotice email={sentTo} />}
              <CredentialsForm
                key={formKey}
                mode={mode}
                config={cfg}
                defaultEmail={sentTo ?? ''}
                onSwitchMode={setMode}
                onForgotPassword={(email) => {
                  setForgotEmail(email);
                  setForgotUsed(true);
                  setForgotOpen(true);
                }}
                onTwoFactor={() => setTwoFactor(true)}
                onSignedUp={(email) => {
                  setSentTo(email);
                  setMode('signin');
                  setFormKey((k) => k + 1);
                }}
              />
              {forgotUsed && (
                <Suspense fallback={null}>
                  <ForgotPasswordDialog
                    open={forgotOpen}
                    onOpenChange={setForgotOpen}
                    defaultEmail={forgotEmail}
                    config={cfg}
                  />
                </Suspense>
              )}
            </>
          ) : (
            <FormSkeleton />
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-5" aria-hidden="true">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-14" />
      <Skeleton className="h-11" />
    </div>
  );
}
