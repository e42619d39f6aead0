import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlertIcon, CircleCheckIcon, LockIcon } from 'lucide-react';
import type { AdminSetupStatus } from '#shared/schemas/admin-setup.ts';

/** Where setup stands: open (no administrator yet), open to this administrator, or closed. */
export function SetupStatus({ status }: { status: UseQueryResult<AdminSetupStatus> }) {
  const box = 'flex gap-3 rounded-lg border px-4 py-3 text-sm';
  if (status.isPending)
    return (
      <p className={`${box} text-muted-foreground`} aria-busy="true">
        Checking status...
      </p>
    );
  if (status.isError)
    return (
      <p role="alert" className={`${box} border-destructive/40 text-destructive`}>
        <CircleAlertIcon className="size-5 shrink-0" aria-hidden="true" />
        Could not check whether an administrator exists.
      </p>
    );
  const { admin_exists, can_promote } = status.data;
  return (
    <div role="status" className={box}>
      {!admin_exists ? (
        <>
          <CircleAlertIcon className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <p>
            <strong className="font-semibold">No administrator exists yet.</strong> Enter the e-mail
            of the account to make the first administrator.
          </p>
        </>
      ) : can_promote ? (
        <>
          <CircleCheckIcon className="size-5 shrink-0 text-green-700" aria-hidden="true" />
          <p>
            <strong className="font-semibold">An administrator exists.</strong> As an administrator,
            you can promote another account.
          </p>
        </>
      ) : (
        <>
          <LockIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Setup is closed.</strong> An administrator already
            exists; only an administrator can promote accounts. Ask one to promote you.
          </p>
        </>
      )}
    </div>
  );
}
