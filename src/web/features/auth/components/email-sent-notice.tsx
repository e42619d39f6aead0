import { MailCheckIcon } from 'lucide-react';

/** After sign-up with e-mail verification on: tell the user to confirm their address. */
export function EmailSentNotice({ email }: { email: string }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">Check your inbox</p>
        <p>
          We've sent a confirmation link to <strong className="break-all">{email}</strong>. Confirm
          your email address, then sign in.
        </p>
      </div>
    </div>
  );
}
