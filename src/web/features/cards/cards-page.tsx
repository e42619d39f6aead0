import { ArrowLeftIcon, InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { SampleCardView } from './components/sample-card-view.tsx';
import { SAMPLE_CARDS } from './sample-cards.ts';

/** "My Cards": sample cards whose lock switches live only on this screen. */
export function CardsPage() {
  const [active, setActive] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(SAMPLE_CARDS.map((c) => [c.id, true])),
  );
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>My Cards · Owo</title>
      <div className="flex items-start gap-3">
        <Button variant="ghost" size="icon" className="-ml-2 shrink-0" asChild>
          <Link to="/" aria-label="Back">
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Cards</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            A preview of how your payment cards will look and work.
          </p>
        </div>
      </div>
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">These are sample cards.</strong> They are not real
          payment cards and cannot be used to pay. Locking or unlocking one here only changes this
          screen and is not saved.
        </p>
      </div>
      <ul aria-label="Sample cards" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {SAMPLE_CARDS.map((card) => (
          <SampleCardView
            key={card.id}
            card={card}
            active={active[card.id] ?? true}
            onActiveChange={(on) => setActive((s) => ({ ...s, [card.id]: on }))}
          />
        ))}
      </ul>
    </main>
  );
}
