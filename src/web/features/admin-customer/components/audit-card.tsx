import { formatLagosDateTime } from '#shared/lagos-time.ts';
import type { Customer360 } from '#shared/schemas/customer-360.ts';
import { ADMIN_ROOT } from '#web/features/admin/admin-nav.ts';
import { ActivityList, ActivityRow, Empty, SectionCard } from './section-card.tsx';

/** A change as one line: `{"is_active":true}` -> "is_active: true". */
function changeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** What administrators did to the customer and their wallets, newest first. */
export function AuditCard({ data }: { data: Customer360 }) {
  return (
    <SectionCard
      title="Audit trail"
      className="lg:col-span-2"
      more={{ to: `${ADMIN_ROOT}/audit-log`, label: 'Open Audit Log' }}
    >
      {(id) =>
        data.audit.length === 0 ? (
          <Empty>No administrator action yet</Empty>
        ) : (
          <ActivityList labelledBy={id}>
            {data.audit.map((a) => {
              const after = changeText(a.after);
              return (
                <ActivityRow
                  key={a.id}
                  title={a.action}
                  sub={`${formatLagosDateTime(a.created_at)} · ${a.actor_email}${after ? ` · ${after}` : ''}`}
                />
              );
            })}
          </ActivityList>
        )
      }
    </SectionCard>
  );
}
