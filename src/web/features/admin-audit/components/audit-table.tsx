import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { describeChange } from '../lib/describe-change.ts';
import { ActionAndCustomer, TargetRecord } from './audit-target.tsx';

export function Change({ entry }: { entry: AuditEntry }) {
  const lines = describeChange(entry.before, entry.after);
  if (!lines.length) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5 text-xs">
      {lines.map((l) => (
        <li key={l.field}>
          <span className="text-muted-foreground">{l.field.replaceAll('_', ' ')}: </span>
          {l.before !== null && <span>{l.before}</span>}
          {l.before !== null && l.after !== null && <span> → </span>}
          {l.after !== null && <span className="font-medium">{l.after}</span>}
        </li>
      ))}
    </ul>
  );
}

/** When, who, what, on what, and the record before and after. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    // Wide screens only (phones get AuditCards); focusable, so a keyboard can scroll it.
    <Table tabIndex={0} aria-labelledby="audit-title">
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Actor</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Target</TableHead>
          <TableHead>Before → After</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((e) => (
          <TableRow key={e.id}>
            <TableCell className="whitespace-nowrap align-top">
              {formatLagosDateTimeUs(e.created_at)}
            </TableCell>
            <TableCell className="align-top">{e.actor_email}</TableCell>
            <TableCell className="align-top">
              <ActionAndCustomer entry={e} />
            </TableCell>
            <TableCell className="align-top">
              <TargetRecord entry={e} />
            </TableCell>
            <TableCell className="min-w-72 align-top whitespace-normal">
              <Change entry={e} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
