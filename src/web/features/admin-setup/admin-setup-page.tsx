import {
  ArrowLeftIcon,
  LogOutIcon,
  RefreshCwIcon,
  ShieldCheckIcon,
  ShieldIcon,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useAdminSetupStatus, usePromoteToAdmin } from './api/admin-setup.ts';
import { SetupStatus } from './setup-status.tsx';

/**
 * Admin Setup: promotes an account by e-mail. Open to a signed-in user only
 * while no administrator exists (in production with the setup code from the
 * server's log); afterwards to administrators only. The server decides.
 */
export function AdminSetupPage() {
  const status = useAdminSetupStatus();
  const promote = usePromoteToAdmin();
  const { logout, pending: loggingOut } = useLogout();
  const [email, setEmail] = useState('');
  const [setupCode, setSetupCode] = useState('');
  const closed = status.data ? !status.data.can_promote : false;

  const checkStatus = async () => {
    const res = await status.refetch();
    if (res.isError) notify.error('Setup failed: could not check the status');
    else if (res.data)
      notify.info(
        res.data.admin_exists ? 'An administrator exists' : 'No administrator exists yet',
      );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!address) {
      notify.error('Email Required', 'Please enter an email address');
      return;
    }
    try {
      const promoted = await promote.mutateAsync({
        email: address,
        setup_code: status.data?.setup_code_required ? setupCode : undefined,
      });
      notify.success(`Successfully promoted ${promoted.email} to admin!`);
      setEmail('');
      setSetupCode('');
    } catch (err) {
      if (isApiError(err) && err.status === 404) notify.error(err.message);
      else if (isApiError(err) && err.status > 0)
        notify.error(`Error promoting user: ${err.message}`);
      else notify.error(`Setup failed: ${err instanceof Error ? err.message : 'unknown error'}`);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <title>Admin Setup · Owo</title>
      <header className="flex items-center gap-3 border-b bg-card px-4 py-3 md:px-8 md:py-4">
        <Link to="/dashboard" className="inline-block rounded-md">
          <Logo />
        </Link>
        <Button variant="ghost" onClick={logout} disabled={loggingOut} className="ml-auto">
          <LogOutIcon aria-hidden="true" />
          Logout
        </Button>
      </header>
      <main className="flex flex-1 items-start justify-center p-4 sm:items-center sm:p-6">
        <Card className="w-full max-w-md gap-5 px-5 py-6 sm:px-6">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
              <ShieldIcon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-xl font-semibold">Admin Setup</h1>
              <p className="text-sm text-muted-foreground">Promote an account to administrator</p>
            </div>
          </div>

          <SetupStatus status={status} />

          {!closed && (
            <form onSubmit={submit} className="grid gap-4" noValidate>
              <div className="grid gap-2">
                <Label htmlFor="setup-email">Email Address</Label>
                <Input
                  id="setup-email"
                  type="email"
                  autoComplete="email"
                  placeholder="Enter user email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              {status.data?.setup_code_required && (
                <div className="grid gap-2">
                  <Label htmlFor="setup-code">Setup Code</Label>
                  <Input
                    id="setup-code"
                    autoComplete="off"
                    placeholder="The code printed in the server log"
                    value={setupCode}
                    onChange={(e) => setSetupCode(e.target.value)}
                    aria-describedby="setup-code-hint"
                  />
                  <p id="setup-code-hint" className="text-xs text-muted-foreground">
                    The server prints a one-time setup code in its log at start while no
                    administrator exists.
                  </p>
                </div>
              )}
              <Button type="submit" disabled={promote.isPending || status.isPending}>
                <ShieldCheckIcon aria-hidden="true" />
                {promote.isPending ? 'Promoting...' : 'Promote to Admin'}
              </Button>
            </form>
          )}

          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="outline" onClick={checkStatus} disabled={status.isFetching}>
              <RefreshCwIcon aria-hidden="true" />
              Check Status
            </Button>
            <Button variant="outline" asChild>
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
          </div>
        </Card>
      </main>
    </div>
  );
}
