import { cn } from '#web/lib/cn.ts';

/** The Owo mark and word. */
export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'grid size-9 place-items-center rounded-xl text-lg font-extrabold shadow-sm',
          light ? 'bg-white text-brand' : 'bg-brand text-white',
        )}
      >
        ₦
      </span>
      <span className={cn('text-xl', light ? 'text-white' : 'text-foreground')}>Owo</span>
    </span>
  );
}
