import { CopyButton } from '#web/components/copy-button.tsx';

/** The electricity token, large and grouped in fours as meters take it. */
export function TokenCard({ token }: { token: string }) {
  // Digits in groups of four, whatever the provider separated them with; a
  // line breaks between groups, never inside one.
  const digits = token.replace(/[\s-]/g, '');
  const grouped = /^\d+$/.test(digits) ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : token;
  return (
    <div className="grid gap-2 rounded-xl border-2 border-dashed border-amber-300 bg-amber-50 p-4 text-center">
      <p className="text-xs font-medium tracking-wide text-amber-900 uppercase">
        Electricity Token
      </p>
      <p className="font-mono text-lg font-bold tracking-wide text-amber-950 sm:text-xl">
        {grouped}
      </p>
      <div className="flex justify-center">
        <CopyButton value={token} what="token" />
      </div>
    </div>
  );
}
