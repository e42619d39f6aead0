import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { Approval } from '#shared/schemas/approvals.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { runMutation } from '#web/lib/run-mutation.ts';
import { notify } from '#web/lib/toast.ts';
import { useDecideApproval } from '../api/admin-approvals.ts';
import { amountOf, KIND_LABELS, personName } from '../lib/describe.ts';
import { DecisionDialog, type Verb } from './decision-dialog.tsx';

const failure = (error: unknown) =>
  isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : 'Could not reach the server. Please try again.';

/** Approve and Reject on a pending request, each confirmed in a dialog. */
export function DecisionButtons({ approval: a }: { approval: Approval }) {
  const [verb, setVerb] = useState<Verb | null>(null);
  const decide = useDecideApproval();
  const what = `${KIND_LABELS[a.kind].toLowerCase()} of ${amountOf(a)} for ${personName(a.target_user)}`;
  const confirm = (v: Verb, reason: string) =>
    runMutation(decide, v === 'approve' ? { id: a.id, verb: v } : { id: a.id, verb: v, reason }, {
      onSuccess: () =>
        v === 'approve'
          ? notify.success('Approved and carried out', `The ${what} is done.`)
          : notify.success('Request rejected', `The ${what} will not happen.`),
      onError: (error) =>
        notify.error(v === 'approve' ? 'Could not approve' : 'Could not reject', failure(error)),
      onSettled: () => setVerb(null),
    });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" onClick={() => setVerb('approve')} disabled={decide.isPending}>
        <CheckIcon aria-hidden="true" />
        Approve
        <span className="sr-only"> {what}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setVerb('reject')}
        disabled={decide.isPending}
      >
        <XIcon aria-hidden="true" />
        Reject
        <span className="sr-only"> {what}</span>
      </Button>
      <DecisionDialog
        key={verb ?? 'closed'}
        approval={a}
        verb={verb}
        running={decide.isPending}
        onClose={() => setVerb(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
