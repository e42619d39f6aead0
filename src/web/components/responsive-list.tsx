import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A list shown as its table from the lg breakpoint and as its cards below it
 * (a phone's 390 px cannot hold a wide table: its status and actions would
 * start off-screen). Both are rendered and one is hidden by CSS, so the switch
 * follows the window and the hidden one is out of the accessibility tree.
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <div className="hidden lg:block">{table}</div>
      <div className="lg:hidden">{cards}</div>
    </>
  );
}

type Named = { 'aria-labelledby': string } | { 'aria-label': string };

/** The cards of a list, named like its table (by its heading or a label). */
export function CardList({ children, ...name }: Named & { children: ReactNode }) {
  return (
    <ul className="divide-y" {...name}>
      {children}
    </ul>
  );
}

/**
 * One record as a card. Its one column is minmax(0, 1fr), not auto: a long
 * name, e-mail or reference wraps or truncates inside the card instead of
 * widening it past the screen.
 */
export function ListCard({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={cn('grid min-w-0 grid-cols-1 gap-2 p-4', className)}>{children}</li>;
}

/** The card's first line: what it is at the left (it gives way), amount and status at the right. */
export function ListCardTop({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid min-w-0 flex-1 wrap-anywhere">{children}</div>
      {aside && <div className="grid shrink-0 justify-items-end gap-1 text-right">{aside}</div>}
    </div>
  );
}

/** The card's labelled values: labels as wide as the longest, values in the rest of the line. */
export function ListCardFields({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">{children}</dl>
  );
}

/** One label and its value; the value breaks anywhere rather than overflow. */
export function ListCardField({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('min-w-0 wrap-anywhere', className)}>{children}</dd>
    </>
  );
}

/** The card's buttons at its right; on a narrow card they wrap rather than leave the screen. */
export function ListCardActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2">{children}</div>;
}
