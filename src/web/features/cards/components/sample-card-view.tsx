import { LockIcon, NfcIcon } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '#web/components/ui/switch.tsx';
import { cn } from '#web/lib/cn.ts';
import type { SampleCard } from '../sample-cards.ts';

interface Props {
  card: SampleCard;
  active: boolean;
  onActiveChange: (active: boolean) => void;
}

/** One sample card face and its Active/Locked switch (held only on this screen). */
export function SampleCardView({ card, active, onActiveChange }: Props) {
  const stateId = useId();
  const name = `${card.brand} card ending in ${card.last4}`;
  return (
    <li className="grid gap-3">
      <article
        aria-label={name}
        className={cn(
          'relative aspect-[1.586] w-full overflow-hidden rounded-2xl p-5 text-white shadow-lg transition sm:p-6',
          card.face,
          !active && 'grayscale',
        )}
      >
        <div className="flex items-start justify-between">
          <span className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
            Sample
          </span>
          <span className="text-lg font-bold italic">{card.brand}</span>
        </div>
        <div className="mt-5 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="h-8 w-11 rounded-md bg-gradient-to-br from-fixed-amber-200 to-fixed-amber-400"
          />
          <NfcIcon className="size-6 text-white/80" aria-hidden="true" />
        </div>
        <p className="mt-4 font-mono text-lg tracking-widest sm:text-xl">
          <span aria-hidden="true">•••• •••• •••• </span>
          <span className="sr-only">Card number ending in </span>
          {card.last4}
        </p>
        <dl className="mt-3 flex gap-6 text-xs">
          <div>
            <dt className="text-white/70 uppercase">Expires</dt>
            <dd className="font-mono text-sm">{card.expiry}</dd>
          </div>
          <div>
            <dt className="text-white/70 uppercase">CVV</dt>
            <dd className="font-mono text-sm">
              <span aria-hidden="true">•••</span>
              <span className="sr-only">hidden</span>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-white/70 uppercase">Holder</dt>
            <dd className="truncate text-sm">{card.holder}</dd>
          </div>
        </dl>
        {!active && (
          <div className="absolute inset-0 grid place-items-center bg-black/45">
            <span className="flex items-center gap-2 rounded-full bg-black/60 px-4 py-1.5 text-sm font-semibold">
              <LockIcon className="size-4" aria-hidden="true" />
              Locked
            </span>
          </div>
        )}
      </article>
      <div className="flex items-center justify-between rounded-lg border bg-card px-4 py-3">
        <div>
          <p className="text-sm font-medium">
            {card.brand} •••• {card.last4}
          </p>
          <p
            id={stateId}
            className={cn(
              'text-xs font-medium',
              active ? 'text-green-700' : 'text-muted-foreground',
            )}
          >
            {active ? 'Active' : 'Locked'}
          </p>
        </div>
        <Switch
          checked={active}
          onCheckedChange={onActiveChange}
          aria-label={name}
          aria-describedby={stateId}
        />
      </div>
    </li>
  );
}
