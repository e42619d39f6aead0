import { formatLagosDateTime } from '#shared/lagos-time.ts';
import type { Approval } from '#shared/schemas/approvals.ts';
import { amountOf, detailRows, KIND_LABELS, personName } from '../lib/describe.ts';
import { ApprovalStatusBadge } from './approval-status.tsx';
import { DecisionButtons } from './decision-buttons.tsx';

/** The requests on a phone: one card each, Approve and Reject always in reach. */
export function ApprovalCards({ approvals }: { approvals: Approval[] }) {
  return (
    <ul className="divide-y" aria-labelledby="admin-approvals-title">
      {approvals.map((a) => (
        <li key={a.id} className="grid min-w-0 grid-cols-1 gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="font-medium">{KIND_LABELS[a.kind]}</div>
              <div className="text-xs text-muted-foreground">
                {formatLagosDateTime(a.requested_at)}
              </div>
            </div>
            <div className="grid justify-items-end gap-1">
              <span className="font-semibold whitespace-nowrap tabular-nums">{amountOf(a)}</span>
              <ApprovalStatusBadge status={a.status} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">For</dt>
            <dd className="grid min-w-0">
              <span className="truncate">{personName(a.target_user)}</span>
              <span className="text-xs break-all text-muted-foreground">{a.target_user.email}</span>
            </dd>
            <dt className="text-muted-foreground">Asked by</dt>
            <dd className="grid min-w-0">
              <span className="wrap-anywhere">{personName(a.requested_by)}</span>
              {a.requested_by.name && a.requested_by.name !== a.requested_by.email && (
                <span className="text-xs break-all text-muted-foreground">
                  {a.requested_by.email}
                </span>
              )}
            </dd>
            <dt className="text-muted-foreground">Why</dt>
            <dd className="wrap-anywhere">{a.reason ?? '—'}</dd>
            {detailRows(a).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="wrap-anywhere">{value}</dd>
              </div>
            ))}
            {a.decision_reason && (
              <>
                <dt className="text-muted-foreground">Decision</dt>
                <dd className="wrap-anywhere">{a.decision_reason}</dd>
              </>
            )}
          </dl>
          {a.status === 'pending' && <DecisionButtons approval={a} />}
        </li>
      ))}
    </ul>
  );
}
