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
    <div className="flex items-start gap-3">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 shrink-0"
        onClick={goBack}
        aria-label="Go back"
      >
        <ArrowLeftIcon className="size-5" aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
