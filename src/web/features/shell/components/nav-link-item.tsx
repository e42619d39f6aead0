import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import type { NavItem } from '../nav-items.ts';

interface Props {
  item: NavItem;
  active: boolean;
  variant: 'bar' | 'pill';
  className?: string;
}

/** One entry of the bottom navigation: icon over label in the bar, icon beside label in the pill. */
export function NavLinkItem({ item, active, variant, className }: Props) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center rounded-full font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        variant === 'bar'
          ? 'min-h-14 flex-1 flex-col justify-center gap-1 rounded-xl px-1 text-[11px]'
          : 'h-11 gap-2 px-4 text-sm',
        active
          ? variant === 'bar'
            ? 'text-primary'
            : 'bg-primary text-primary-foreground shadow-sm'
          : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        className,
      )}
    >
      <span
        className={cn(
          'grid place-items-center',
          variant === 'bar' && 'h-7 w-12 rounded-full',
          variant === 'bar' && active && 'bg-primary/12',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="whitespace-nowrap">{item.label}</span>
    </Link>
  );
}
