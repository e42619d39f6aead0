import { formatMoney } from '#shared/money.ts';
import type { AdminBill } from '#shared/schemas/bills.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import {
  billAccount,
  billItem,
  billProvider,
  formatBillDate,
  SERVICE_LABELS,
} from '../lib/format.ts';
import { BillStatusBadge } from './bill-status-badge.tsx';
import { ProcessButton } from './process-button.tsx';

/** Every user's bills, one row each (wide screens; phones get BillCards). */
export function BillsTable({ bills }: { bills: AdminBill[] }) {
  return (
    <Table aria-labelledby="admin-bills-title">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Service</TableHead>
          <TableHead>Provider</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>Account</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bills.map((bill) => (
          <TableRow key={bill.id}>
            <TableCell className="whitespace-nowrap">{formatBillDate(bill.created_at)}</TableCell>
            <TableCell>
              <div className="grid">
                <span className="font-medium">{bill.user_name || 'No Name'}</span>
                <span className="text-xs text-muted-foreground">{bill.user_email}</span>
              </div>
            </TableCell>
            <TableCell>
              <div className="grid">
                <span>{SERVICE_LABELS[bill.service]}</span>
                {billItem(bill) && (
                  <span className="text-xs text-muted-foreground">{billItem(bill)}</span>
                )}
              </div>
            </TableCell>
            <TableCell>{billProvider(bill)}</TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatMoney(bill.amount, 'NGN')}
            </TableCell>
            <TableCell className="tabular-nums">{bill.phone ?? 'N/A'}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {billAccount(bill) ?? 'N/A'}
            </TableCell>
            <TableCell>
              <BillStatusBadge status={bill.status} />
            </TableCell>
            <TableCell>
              <div className="grid">
                <span className="font-mono text-xs">{bill.reference}</span>
                {bill.vtpass_transaction_id && (
                  <span className="text-xs text-muted-foreground">
                    VTpass {bill.vtpass_transaction_id}
                  </span>
                )}
              </div>
            </TableCell>
            <TableCell className="text-right">
              {bill.status === 'pending' && <ProcessButton bill={bill} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
