import { ArrowLeftIcon, Loader2Icon, RefreshCwIcon, WifiIcon, ZapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMe } from '#web/features/profile/api/get-me.ts';

function Feature({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}

/**
 * /virtual-card: the dollar card is a preview while it is being upgraded; no
 * card is issued and nothing here can pay.
 */
export function VirtualCardPage() {
  const me = useMe();
  if (me.isPending)
    return (
      <main className="grid min-h-[60vh] place-items-center" aria-busy="true">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-label="Loading" />
      </main>
    );
  const name = me.data?.full_name?.trim() || me.data?.email.split('@')[0] || 'Owo customer';
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>Virtual Card · Owo</title>
      <div className="flex items-start gap-3">
        <Button variant="ghost" size="icon" className="-ml-2 shrink-0" asChild>
          <Link to="/dashboard" aria-label="Back to dashboard">
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Virtual Card</h1>
            <Badge variant="secondary">In Development</Badge>
          </div>
          <p className="text-sm text-muted-foreground">A dollar card for paying online.</p>
        </div>
      </div>
      <figure
        aria-label="Preview of the Owo dollar virtual card"
        className="relative aspect-[1.586] w-full max-w-md justify-self-center overflow-hidden rounded-2xl bg-gradient-to-br from-fixed-emerald-700 via-fixed-emerald-600 to-teal-500 p-6 text-white shadow-lg"
      >
        <div className="flex items-start justify-between">
          <span className="text-lg font-bold tracking-tight">Owo</span>
          <span className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-semibold uppercase">
            USD
          </span>
        </div>
        <div className="mt-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="h-8 w-11 rounded-md bg-gradient-to-br from-fixed-amber-200 to-fixed-amber-400"
          />
          <WifiIcon className="size-6 rotate-90 text-white/80" aria-hidden="true" />
        </div>
        <p className="mt-4 font-mono text-lg tracking-widest sm:text-xl" aria-hidden="true">
          •••• •••• •••• ••••
        </p>
        <figcaption className="absolute inset-x-6 bottom-5 flex items-end justify-between text-sm">
          <span className="truncate font-medium uppercase">{name}</span>
          <span className="text-base font-bold italic">VISA</span>
        </figcaption>
      </figure>
      <p
        role="note"
        className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        We are upgrading our dollar cards with auto cancellation and auto renewal of your
        subscriptions. Virtual cards will be available again soon.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        <Feature icon={<ZapIcon className="size-5" aria-hidden="true" />} title="Instant Cards">
          Create a dollar card in seconds and pay online anywhere.
        </Feature>
        <Feature
          icon={<RefreshCwIcon className="size-5" aria-hidden="true" />}
          title="Auto Management"
        >
          Subscriptions renew or cancel on their own, as you choose.
        </Feature>
      </ul>
    </main>
  );
}
