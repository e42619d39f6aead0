import { type LucideIcon, SmartphoneIcon, TvIcon, WifiIcon, ZapIcon } from 'lucide-react';
import type { BillService } from '#shared/schemas/bills-options.ts';
import { cn } from '#web/lib/cn.ts';

const TILES: { value: BillService; label: string; icon: LucideIcon; tone: string }[] = [
  {
    value: 'airtime',
    label: 'Airtime',
    icon: SmartphoneIcon,
    tone: 'bg-violet-100 text-violet-700',
  },
  { value: 'data', label: 'Data', icon: WifiIcon, tone: 'bg-blue-100 text-blue-700' },
  {
    value: 'electricity',
    label: 'Electricity',
    icon: ZapIcon,
    tone: 'bg-amber-100 text-amber-700',
  },
  { value: 'cable', label: 'Cable TV', icon: TvIcon, tone: 'bg-rose-100 text-rose-700' },
];

/** The four services, all available; the chosen one is kept in the URL (?service=). */
export function ServiceTiles({
  value,
  onChange,
}: {
  value: BillService;
  onChange: (s: BillService) => void;
}) {
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="sr-only">
        Choose a service
      </h2>
      <ul className="grid grid-cols-4 gap-2 sm:gap-3">
        {TILES.map(({ value: v, label, icon: Icon, tone }) => {
          const selected = v === value;
          return (
            <li key={v} className="flex">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(v)}
                className={cn(
                  'flex w-full flex-col items-center gap-2 rounded-2xl border-2 bg-card px-1 py-3 text-center shadow-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4',
                  selected
                    ? 'border-primary bg-accent/60'
                    : 'border-transparent hover:border-border',
                )}
              >
                <span className={cn('grid size-11 place-items-center rounded-xl', tone)}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-xs font-semibold leading-tight sm:text-sm">{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
