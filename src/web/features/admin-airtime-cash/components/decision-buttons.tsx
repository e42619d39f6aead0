import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import {
  type AdminAirtimeCash,
  type AirtimeCashDecision,
  ADMIN_AIRTIME_CASH_MESSAGES as M,
} from '#shared/schemas/airtime-cash.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useDecideAirtimeCash } from '../api/admin-airtime-cash.ts';
import { type Decision, DecisionDialog } from './decision-dialog.tsx';

const handlers = {
  onDone: (r: AdminAirtimeCash, d: AirtimeCashDecision) =>
    d.decision === 'approve'
      ? notify.success(M.approvedTitle, M.approved(formatMoney(r.net_amount, 'NGN')))
      : notify.success(M.deniedTitle, M.denied),
  onFailed: (error: unknown, d: AirtimeCashDecision) =>
    notify.error(
      d.decision === 'approve' ? M.approveFailed : M.denyFailed,
      isApiError(error) ? error.message : 'Could not reach the server. Please try again.',
    ),
};

/** Approve and Deny on a pending request, each confirmed in a dialog. */
export function DecisionButtons({ request: r }: { request: AdminAirtimeCash }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const { decide, running } = useDecideAirtimeCash(r.id, handlers);
  const confirm = (d: Decision, reason: string) =>
    decide({ decision: d, ...(d === 'deny' && reason ? { reason } : {}) })
      .catch(() => undefined)
      .finally(() => setDecision(null));
  const who = r.user_name || r.user_email;
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" onClick={() => setDecision('approve')} disabled={running}>
        <CheckIcon aria-hidden="true" />
        Approve
        <span className="sr-only">
          {' '}
          request of {who}, {r.phone}
        </span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setDecision('deny')}
        disabled={running}
      >
        <XIcon aria-hidden="true" />
        Deny
        <span className="sr-only">
          {' '}
          request of {who}, {r.phone}
        </span>
      </Button>
      <DecisionDialog
        request={r}
        decision={decision}
        running={running}
        onClose={() => setDecision(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
