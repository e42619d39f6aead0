import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

interface Props {
  title: string;
  description?: string;
  /** Where "back" goes when the page was opened directly (no history in this tab). */
  fallback?: string;
  actions?: ReactNode;
}

/** A signed-in page's title row: back button, heading, one line of context. */
export function PageHeading({ title, description, fallback = '/dashboard', actions }: Props) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const goBack = () => (key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    // Actions too wide to share a phone's row with the title go under it, on the right,
    // instead of squeezing the title until it is cut off.
    <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 shrink-0"
        onClick={goBack}
        aria-label="Go back"
      >
        <ArrowLeftIcon className="size-5" aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1 basis-48">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="ml-auto flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
