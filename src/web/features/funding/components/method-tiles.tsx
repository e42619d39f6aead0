import { Building2Icon, CreditCardIcon, GiftIcon, type LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export type PageMethod = 'card' | 'gift' | 'bank';

const TILES: { value: PageMethod; label: string; note: string; icon: LucideIcon }[] = [
  { value: 'card', label: 'Card Payment', note: 'Debit card', icon: CreditCardIcon },
  { value: 'gift', label: 'Gift Card', note: 'Redeem a code', icon: GiftIcon },
  { value: 'bank', label: 'Bank Transfer', note: 'To our account', icon: Building2Icon },
];

/** The Fund Wallet page's three method tiles. */
export function MethodTiles({
  value,
  onChange,
}: {
  value: PageMethod;
  onChange: (m: PageMethod) => void;
}) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
      {TILES.map(({ value: v, label, note, icon: Icon }) => {
        const selected = v === value;
        return (
          <li key={v} className="flex">
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(v)}
              className={cn(
                'flex w-full flex-col items-center gap-2 rounded-2xl border-2 bg-card p-3 text-center shadow-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5',
                selected ? 'border-primary bg-accent/60' : 'border-transparent hover:border-border',
              )}
            >
              <span
                className={cn(
                  'grid size-11 place-items-center rounded-xl',
                  selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold leading-tight">{label}</span>
              <span className="text-xs text-muted-foreground">{note}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
