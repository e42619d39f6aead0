import { CircleCheckIcon, CircleDashedIcon, LockIcon } from 'lucide-react';
import { formatLagosTime } from '#shared/lagos-time.ts';
import type { PinStatus } from '#shared/schemas/pin.ts';
import { LoadError } from '#web/components/load-error.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePinStatus } from '#web/features/pin/api/get-pin-status.ts';
import { PinForm } from './pin-form.tsx';

function PinStatusLine({ status }: { status: PinStatus }) {
  const [Icon, text, tone] = !status.is_set
    ? ([CircleDashedIcon, 'No PIN set yet', 'text-muted-foreground'] as const)
    : status.locked_until
      ? ([
          LockIcon,
          `Locked until ${formatLagosTime(status.locked_until)} after too many wrong PINs. Set it again to unlock.`,
          'text-destructive',
        ] as const)
      : ([CircleCheckIcon, 'PIN set', 'text-green-700'] as const);
  return (
    <p className={`flex items-start gap-2 text-sm font-medium ${tone}`} data-testid="pin-status">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/** Settings' Transaction PIN: whether one is set, and the form that sets or changes it. */
export function PinCard() {
  const status = usePinStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Transaction PIN</CardTitle>
        <CardDescription>
          Your 4-digit PIN confirms every payment that sends money out of your wallets.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-5 w-32" />
        ) : status.isError ? (
          <LoadError text="Failed to load your PIN status" onRetry={() => void status.refetch()} />
        ) : (
          <>
            <PinStatusLine status={status.data} />
            <PinForm isSet={status.data.is_set} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
