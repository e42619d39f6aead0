import { type LucideIcon, MailIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';

function Option(props: {
  icon: LucideIcon;
  title: string;
  hours: string;
  text: string;
  children: ReactNode;
}) {
  const { icon: Icon, title, hours, text, children } = props;
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="font-semibold leading-tight">{title}</h3>
          <Badge variant="muted" className="mt-1">
            {hours}
          </Badge>
        </div>
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{text}</p>
      <div className="text-sm font-medium">{children}</div>
    </article>
  );
}

const linkClass = 'break-all text-primary underline-offset-4 hover:underline';

/** Live Chat, Email Support and Phone Support, with the contacts from the server's configuration. */
export function ContactOptions() {
  const config = usePublicConfig();
  const support = config.data?.support;
  const pending = <Skeleton className="h-5 w-40" />;
  const unavailable = <span className="text-muted-foreground">Contact details unavailable</span>;
  const contact = (render: (s: { email: string; phone: string }) => ReactNode) =>
    support ? render(support) : config.isPending ? pending : unavailable;

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Option
        icon={MessageCircleIcon}
        title="Live Chat"
        hours="24/7"
        text="Chat inside the app isn't available yet. Until it is, write to us at any hour and we'll answer by e-mail."
      >
        {contact((s) => (
          <a href={`mailto:${s.email}?subject=Help%20request`} className={linkClass}>
            Write to support
          </a>
        ))}
      </Option>
      <Option
        icon={MailIcon}
        title="Email Support"
        hours="Response within 24h"
        text="Best for account questions and transaction problems. Include the transaction reference if you have one."
      >
        {contact((s) => (
          <a href={`mailto:${s.email}`} className={linkClass}>
            {s.email}
          </a>
        ))}
      </Option>
      <Option
        icon={PhoneIcon}
        title="Phone Support"
        hours="Mon-Fri 9AM-6PM"
        text="Speak to someone on our team during business hours (West Africa Time)."
      >
        {contact((s) => (
          <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {s.phone}
          </a>
        ))}
      </Option>
    </div>
  );
}
