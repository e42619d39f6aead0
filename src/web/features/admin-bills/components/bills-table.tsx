import { formatLagosDate, formatLagosTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { billItem, billProvider, SERVICE_LABELS } from '../lib/format.ts';
import { BillStatusBadge } from './bill-status-badge.tsx';
import { ProcessButton } from './process-button.tsx';

/** Every user's bills, one row each (wide screens; phones get BillCards). */
export function BillsTable({ bills }: { bills: AdminBill[] }) {
  return (
    // Between the breakpoint and a wide desktop it scrolls sideways; focusable, so a keyboard can scroll it.
    <Table tabIndex={0} aria-labelledby="admin-bills-title">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Service</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Phone / Account</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bills.map((bill) => {
          const number = bill.meter_number ?? bill.smartcard;
          const under = [bill.meter_type, bill.phone].filter(Boolean).join(' · ');
          const item = billItem(bill);
          return (
            <TableRow key={bill.id}>
              <TableCell className="whitespace-nowrap">
                <div className="grid">
                  <span>{formatLagosDate(bill.created_at)}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatLagosTime(bill.created_at)}
                  </span>
                </div>
              </TableCell>
              <TableCell className="max-w-56 min-w-40">
                <div className="grid">
                  <span className="truncate font-medium">
                    <CustomerLink userId={bill.user_id}>{bill.user_name || 'No Name'}</CustomerLink>
                  </span>
                  <span className="truncate text-xs text-muted-foreground" title={bill.user_email}>
                    {bill.user_email}
                  </span>
                </div>
              </TableCell>
              <TableCell className="max-w-48">
                <div className="grid">
                  <span>
                    {SERVICE_LABELS[bill.service]} · {billProvider(bill)}
                  </span>
                  {item && (
                    <span className="truncate text-xs text-muted-foreground" title={item}>
                      {item}
                    </span>
                  )}
                </div>
              </TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatMoney(bill.amount, 'NGN')}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {/* The meter or smartcard over its type and the phone: narrow enough for a desktop. */}
                <div className="grid">
                  <span>{number ?? bill.phone ?? 'N/A'}</span>
                  {number && under && (
                    <span className="text-xs text-muted-foreground">{under}</span>
                  )}
                </div>
              </TableCell>
              <TableCell>
                <BillStatusBadge status={bill.status} />
              </TableCell>
              <TableCell>
                <span className="font-mono text-xs">{bill.reference}</span>
              </TableCell>
              <TableCell className="text-right">
                {bill.status === 'pending' && <ProcessButton bill={bill} />}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
