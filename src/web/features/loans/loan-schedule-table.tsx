import { formatCalendarDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { InstalmentStatus, LoanInstalment } from '#shared/schemas/loans.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const STATUS = {
  due: { label: 'Due', variant: 'outline' },
  paid: { label: 'Paid', variant: 'success' },
  overdue: { label: 'Overdue', variant: 'destructive' },
} as const satisfies Record<InstalmentStatus, { label: string; variant: string }>;

/** The repayment schedule: each instalment's due date, amount and whether it is paid. */
export function LoanScheduleTable({
  instalments,
  caption = 'Repayment schedule',
}: {
  instalments: LoanInstalment[];
  caption?: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            Due Date
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            Amount
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {instalments.map((i) => {
          const s = STATUS[i.status];
          const part = i.status !== 'paid' && i.paid_amount > 0;
          return (
            <tr key={i.number} className="border-b last:border-0">
              <td className="py-2 pr-2">
                <span className="text-muted-foreground">{i.number}. </span>
                {formatCalendarDate(i.due_date)}
              </td>
              <td className="py-2 pr-2 text-right font-medium tabular-nums">
                {formatMoney(i.amount, 'NGN')}
              </td>
              <td className="py-2 text-right">
                <div className="grid justify-items-end gap-0.5">
                  <Badge variant={s.variant}>{s.label}</Badge>
                  {part && (
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {formatMoney(i.paid_amount, 'NGN')} paid
                    </span>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
