import { AIRTIME_NETWORKS, type AirtimeNetwork } from '#shared/schemas/airtime-cash.ts';
import { cn } from '#web/lib/cn.ts';

/** Each network's colour, as a dot beside its name (the same in the dark theme). */
const DOTS: Record<AirtimeNetwork, string> = {
  MTN: 'bg-fixed-yellow-400',
  Airtel: 'bg-fixed-red-600',
  Glo: 'bg-fixed-green-600',
  '9Mobile': 'bg-fixed-emerald-900',
};

/** MTN, Airtel, Glo, 9Mobile as a radio group of cards. */
export function NetworkChoice({
  value,
  onChange,
  error,
}: {
  value: AirtimeNetwork | null;
  onChange: (n: AirtimeNetwork) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'network-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Select Network</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {AIRTIME_NETWORKS.map((n) => (
          <label
            key={n}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-2 rounded-xl border-2 bg-card px-2 py-3 text-sm font-semibold transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === n ? 'border-primary bg-accent/60' : 'border-border hover:border-primary/40',
            )}
          >
            <input
              type="radio"
              name="network"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className={cn('size-3 rounded-full', DOTS[n])} aria-hidden="true" />
            {n}
          </label>
        ))}
      </div>
      {error && (
        <p id="network-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
