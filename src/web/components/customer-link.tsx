import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** The back office's page of one customer (Customer 360). */
export const customerPath = (userId: string) =>
  `/olorioko001/customers/${encodeURIComponent(userId)}`;

interface Props {
  userId: string;
  children: ReactNode;
  className?: string;
}

/**
 * A customer's name or e-mail in a back-office list, leading to their page.
 * A click on it does not also open the row it sits in.
 */
export function CustomerLink({ userId, children, className }: Props) {
  return (
    <Link
      to={customerPath(userId)}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      className={cn(
        'rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </Link>
  );
}
