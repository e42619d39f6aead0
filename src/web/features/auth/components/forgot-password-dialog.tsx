import { Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { ForgotPassword } from '#shared/schemas/auth.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth-messages.ts';
import type { PublicConfig } from '#shared/schemas/public-config.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { lazyResolver } from '#web/lib/lazy-resolver.ts';
import { requestPasswordReset } from '../api/auth-actions.ts';
import { authToasts } from '../auth-toasts.ts';
import { BotCheck, type BotCheckHandle } from './bot-check/bot-check.tsx';

const validation = lazyResolver<ForgotPassword>(() =>
  import('../auth-resolvers.ts').then((m) => m.forgotPasswordResolver),
);

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail: string;
  config: PublicConfig;
}

export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail, config }: Props) {
  const botCheck = useRef<BotCheckHandle>(null);
  const form = useForm<ForgotPassword>({
    resolver: validation.resolver,
    defaultValues: { email: defaultEmail },
  });
  const busy = form.formState.isSubmitting;

  useEffect(validation.preload, []);
  useEffect(() => {
    if (open) form.reset({ email: defaultEmail });
  }, [open, defaultEmail, form]);

  const onInvalid = (errors: FieldErrors<ForgotPassword>) => {
    const text = errors.email?.message;
    if (text === AUTH_MESSAGES.emailRequired) authToasts.emailRequired();
    else if (text) authToasts.validation(text);
    botCheck.current?.reset();
  };

  const onValid = async ({ email }: ForgotPassword) => {
    const headers = (await botCheck.current?.headers()) ?? null;
    if (!headers) {
      authToasts.botCheckMissing(config.bot_check);
      botCheck.current?.reset();
      return;
    }
    try {
      await requestPasswordReset({ email, headers });
      authToasts.resetEmailSent();
      onOpenChange(false);
    } catch (error) {
      authToasts.resetFailed(error, config.bot_check);
      botCheck.current?.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot your password?</DialogTitle>
          <DialogDescription>
            Enter the email address of your account and we'll send you a link to reset your
            password.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
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
            {open && (
              <BotCheck
                ref={botCheck}
                mode={config.bot_check}
                siteKey={config.turnstile_site_key}
              />
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={busy}>
                {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Send Reset Link
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
