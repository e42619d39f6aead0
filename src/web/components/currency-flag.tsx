import type { Currency } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

// Drawn flags: emoji flags do not render on Windows and many Linux desktops.
function Nigeria() {
  return (
    <svg viewBox="0 0 3 2" aria-hidden="true" className="size-full">
      <rect width="3" height="2" fill="#008751" />
      <rect x="1" width="1" height="2" fill="#fff" />
    </svg>
  );
}

function UnitedStates() {
  const stripes = Array.from({ length: 7 }, (_, i) => i * 2);
  return (
    <svg viewBox="0 0 19 10" aria-hidden="true" className="size-full" preserveAspectRatio="none">
      <rect width="19" height="10" fill="#fff" />
      {stripes.map((i) => (
        <rect key={i} y={(i * 10) / 13} width="19" height={10 / 13} fill="#B22234" />
      ))}
      <rect width="7.6" height={(7 * 10) / 13} fill="#3C3B6E" />
    </svg>
  );
}

function China() {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" className="size-full">
      <rect width="30" height="20" fill="#EE1C25" />
      <polygon
        fill="#FFFF00"
        points="5,2 5.9,4.8 8.8,4.8 6.5,6.5 7.4,9.3 5,7.6 2.6,9.3 3.5,6.5 1.2,4.8 4.1,4.8"
      />
    </svg>
  );
}

const FLAGS = { NGN: Nigeria, USD: UnitedStates, CNY: China } as const;

export function CurrencyFlag({ currency, className }: { currency: Currency; className?: string }) {
  const Flag = FLAGS[currency];
  return (
    <span
      className={cn(
        'inline-block h-6 w-9 shrink-0 overflow-hidden rounded-[4px] shadow-sm ring-1 ring-black/10',
        className,
      )}
    >
      <Flag />
    </span>
  );
}
