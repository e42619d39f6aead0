import { formatLagosDate, formatLagosTime } from '#shared/lagos-time.ts';
import type { Approval } from '#shared/schemas/approvals.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { amountOf, KIND_LABELS, personName } from '../lib/describe.ts';
import { ApprovalStatusBadge } from './approval-status.tsx';
import { DecisionButtons } from './decision-buttons.tsx';

function Person({ p }: { p: Approval['requested_by'] }) {
  return (
    <div className="grid">
      <span className="truncate font-medium">{personName(p)}</span>
      {p.name && p.name !== p.email && (
        <span className="truncate text-xs text-muted-foreground" title={p.email}>
          {p.email}
        </span>
      )}
    </div>
  );
}

/** Every request, one row each (wide screens; phones get ApprovalCards). */
export function ApprovalsTable({ approvals }: { approvals: Approval[] }) {
  return (
    <Table tabIndex={0} aria-labelledby="admin-approvals-title">
      <TableHeader>
        <TableRow>
          <TableHead>Asked</TableHead>
          <TableHead>What</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>For</TableHead>
          <TableHead>Asked by</TableHead>
          <TableHead>Why</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {approvals.map((a) => (
          <TableRow key={a.id}>
            <TableCell className="whitespace-nowrap">
              <div className="grid">
                <span>{formatLagosDate(a.requested_at)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatLagosTime(a.requested_at)}
                </span>
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{KIND_LABELS[a.kind]}</TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {amountOf(a)}
            </TableCell>
            <TableCell className="max-w-48 min-w-36">
              <Person p={a.target_user} />
            </TableCell>
            <TableCell className="max-w-48 min-w-36">
              <Person p={a.requested_by} />
            </TableCell>
            <TableCell className="max-w-56 min-w-40 whitespace-normal">
              <span className="line-clamp-2 text-sm" title={a.reason ?? undefined}>
                {a.reason ?? '—'}
              </span>
            </TableCell>
            <TableCell className="max-w-48">
              <div className="grid justify-items-start gap-1">
                <ApprovalStatusBadge status={a.status} />
                {a.decision_reason && (
                  <span
                    className="truncate text-xs text-muted-foreground"
                    title={a.decision_reason}
                  >
                    {a.decision_reason}
                  </span>
                )}
              </div>
            </TableCell>
            <TableCell className="text-right">
              {a.status === 'pending' && <DecisionButtons approval={a} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
