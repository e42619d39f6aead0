import { formatLagosShortDate } from '#shared/lagos-time.ts';
import type { AdminRecentUser } from '#shared/schemas/admin-stats.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { StatusPill } from './status-pill.tsx';

/** The five newest users. */
export function RecentUsers({ users }: { users: AdminRecentUser[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Users</CardTitle>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No users yet</p>
        ) : (
          <ul className="divide-y">
            {users.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{u.full_name || 'No Name'}</p>
                  <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <div className="flex gap-1">
                    <StatusPill status={u.is_active ? 'active' : 'inactive'} />
                    <StatusPill status={u.kyc_status} prefix="KYC" />
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {formatLagosShortDate(u.created_at)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
