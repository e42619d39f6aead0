import type { ReactNode } from 'react';

interface Props {
  title: string;
  description?: string;
  /** Buttons at the right of the title (Refresh, Create...). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A back-office screen inside the admin shell: its title row, then its content.
 * One column that never grows past the screen (minmax(0, 1fr)): a long
 * unbroken value inside scrolls or truncates instead of widening the page.
 */
export function AdminPage({ title, description, actions, children }: Props) {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 p-4 sm:p-6">
      <title>{`${title} · Owo Admin`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
