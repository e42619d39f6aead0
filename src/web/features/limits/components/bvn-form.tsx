import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, ShieldCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { lagosDay } from '#shared/lagos-time.ts';
import { type BvnCheck, BvnCheckSchema } from '#shared/schemas/kyc-tier.ts';
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
import { useVerifyBvn } from '../api/verify-bvn.ts';
import { bvnDigits, LIMITS_CARD_ID, BVN_FORM_MESSAGES as M } from '../lib/bvn-form.ts';

// The request's own schema: the form says what the server would.
const resolver = zodResolver(BvnCheckSchema);

/**
 * Tier 1's way up: the BVN and date of birth, checked by the identity provider against the
 * profile's name. A mismatch, a BVN on another account or a provider that does not answer
 * comes back as the server's own sentence.
 */
export function BvnForm({ dateOfBirth }: { dateOfBirth: string | null }) {
  const verify = useVerifyBvn();
  const form = useForm<BvnCheck>({
    resolver,
    defaultValues: { bvn: '', date_of_birth: dateOfBirth ?? '' },
  });

  // Awaited rather than through mutate's callbacks: on success the card turns to tier 2 and
  // this form goes away before those callbacks would run.
  const onValid = async (values: BvnCheck) => {
    try {
      await verify.mutateAsync(values);
    } catch (err) {
      // A 4xx says what is wrong; of the 5xx only the provider's silence is the customer's to know.
      const said =
        isApiError(err) &&
        ((err.status >= 400 && err.status < 500 && err.status !== 401) ||
          err.code === 'PROVIDER_ERROR');
      const message = said ? err.message : M.failed;
      const field = isApiError(err) ? err.field : undefined;
      if (field === 'bvn' || field === 'date_of_birth')
        form.setError(field, { message }, { shouldFocus: true });
      else form.setError('root', { message });
      return;
    }
    notify.success(M.verified, M.tier2);
    // This form is gone (tier 2 has none): keyboard and screen-reader users stay on the card.
    document.getElementById(LIMITS_CARD_ID)?.focus({ preventScroll: true });
  };

  const busy = verify.isPending;
  const rootError = form.formState.errors.root?.message;
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        aria-label="Verify your BVN"
        className="grid gap-4"
      >
        <div className="grid items-start gap-4">
          <FormField
            control={form.control}
            name="bvn"
            render={({ field }) => (
              <FormItem>
                <FormLabel>BVN</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    onChange={(e) => field.onChange(bvnDigits(e.target.value))}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={11}
                    placeholder="11 digits"
                    disabled={busy}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="date_of_birth"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Date of birth</FormLabel>
                <FormControl>
                  <Input {...field} type="date" max={lagosDay()} disabled={busy} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          Dial *565*0# from the phone number registered with your bank to see your BVN. The name on
          your profile must match the one on your BVN.
        </p>
        {rootError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {rootError}
          </p>
        )}
        <Button type="submit" disabled={busy} className="sm:justify-self-start">
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheckIcon aria-hidden="true" />
          )}
          {busy ? 'Checking...' : 'Verify BVN'}
        </Button>
      </form>
    </Form>
  );
}
