import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { Change } from './audit-table.tsx';
import { ActionAndCustomer, TargetRecord } from './audit-target.tsx';

/** The entries on a phone: one card each, so nothing hides behind a sideways scroll. */
export function AuditCards({ items }: { items: AuditEntry[] }) {
  return (
    <ul className="divide-y" aria-labelledby="audit-title">
      {items.map((e) => (
        <li key={e.id} className="grid min-w-0 grid-cols-1 gap-2 p-4">
          <ActionAndCustomer entry={e} />
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">When</dt>
            <dd>{formatLagosDateTimeUs(e.created_at)}</dd>
            <dt className="text-muted-foreground">Actor</dt>
            <dd className="break-all">{e.actor_email}</dd>
            <dt className="text-muted-foreground">Target</dt>
            <dd className="min-w-0">
              <TargetRecord entry={e} />
            </dd>
          </dl>
          <div className="min-w-0 break-words">
            <Change entry={e} />
          </div>
        </li>
      ))}
    </ul>
  );
}
