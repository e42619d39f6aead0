import { ArrowDownLeftIcon, ArrowUpRightIcon, ZapIcon } from 'lucide-react';

const ROWS = [
  {
    icon: ArrowDownLeftIcon,
    title: 'Wallet funded',
    amount: '+₦50,000.00',
    tone: 'text-green-700 bg-green-100',
  },
  {
    icon: ZapIcon,
    title: 'Electricity',
    amount: '-₦12,000.00',
    tone: 'text-amber-700 bg-amber-100',
  },
  {
    icon: ArrowUpRightIcon,
    title: 'Sent to Ada',
    amount: '-¥300.00',
    tone: 'text-red-700 bg-red-100',
  },
];

/** A drawn preview of the app (no image to download): the balance card and a few rows. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-emerald-200/60 via-teal-100/40 to-yellow-100/60 blur-2xl" />
      <div className="rounded-[2rem] border bg-card p-4 shadow-2xl shadow-emerald-900/10">
        <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand to-brand-dark p-5 text-white">
          <span className="absolute -top-12 -right-12 size-40 rounded-full bg-white/10" />
          <p className="text-sm text-white/75">Naira wallet</p>
          <p className="mt-2 text-3xl font-bold tracking-tight">₦1,284,500.00</p>
          <div className="mt-3 flex gap-2 text-xs">
            <span className="rounded-full bg-white/15 px-2.5 py-0.5">NGN Wallet</span>
            <span className="rounded-full bg-yellow-300 px-2.5 py-0.5 font-semibold text-yellow-950">
              Primary
            </span>
          </div>
          <div className="mt-5 flex gap-1.5">
            <span className="h-2 w-6 rounded-full bg-white" />
            <span className="size-2 rounded-full bg-white/50" />
            <span className="size-2 rounded-full bg-white/50" />
          </div>
        </div>
        <ul className="mt-3 divide-y">
          {ROWS.map(({ icon: Icon, title, amount, tone }) => (
            <li key={title} className="flex items-center gap-3 py-3">
              <span className={`grid size-9 place-items-center rounded-full ${tone}`}>
                <Icon className="size-4" />
              </span>
              <span className="flex-1 text-sm font-medium">{title}</span>
              <span className="text-sm font-semibold tabular-nums">{amount}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
