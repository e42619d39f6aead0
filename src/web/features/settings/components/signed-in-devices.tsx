import {
  LaptopIcon,
  LogOutIcon,
  MonitorSmartphoneIcon,
  SmartphoneIcon,
  TabletIcon,
} from 'lucide-react';
import { useState } from 'react';
import type { DeviceKind, SignedInDevice } from '#shared/schemas/session-devices.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/lib/toast.ts';
import { useSignedInDevices } from '../api/get-sessions.ts';
import { useSignOutDevice } from '../api/sign-out-device.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { lastSeenText } from '../lib/last-seen.ts';

const ICONS: Record<DeviceKind, typeof LaptopIcon> = {
  mobile: SmartphoneIcon,
  tablet: TabletIcon,
  desktop: LaptopIcon,
  unknown: MonitorSmartphoneIcon,
};

/** The Security card's signed-in devices: where the account is open, and signing them out. */
export function SignedInDevices() {
  return (
    <section aria-labelledby="devices-heading" className="mt-4 grid gap-3 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="devices-heading" className="flex items-center gap-2 font-semibold">
          <MonitorSmartphoneIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          Signed-in devices
        </h3>
        <p className="text-sm text-muted-foreground">
          Where your account is signed in. Sign out any device you do not recognise, then change
          your password.
        </p>
      </div>
      <DeviceList />
    </section>
  );
}

type Confirming = { kind: 'one'; device: SignedInDevice } | { kind: 'others' } | null;

function DeviceList() {
  const devices = useSignedInDevices();
  const signOutOne = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState<Confirming>(null);

  const confirm = () => {
    if (confirming?.kind === 'one') {
      const { device } = confirming;
      signOutOne.mutate(device.id, {
        onSuccess: () => notify.success('Device signed out', `${device.device} is signed out.`),
        onError: (err) => notify.error('Device not signed out', err.message || 'Please try again.'),
      });
    } else if (confirming?.kind === 'others')
      signOutOthers.mutate(undefined, {
        onSuccess: ({ signed_out }) =>
          notify.success(
            'Other devices signed out',
            `${signed_out} ${signed_out === 1 ? 'device was' : 'devices were'} signed out.`,
          ),
        onError: (err) =>
          notify.error('Devices not signed out', err.message || 'Please try again.'),
      });
  };

  if (devices.isPending)
    return <Skeleton className="h-16 rounded-lg" aria-label="Loading signed-in devices" />;
  if (devices.isError)
    return (
      <LoadError
        text="Failed to load your signed-in devices"
        onRetry={() => void devices.refetch()}
      />
    );

  const others = devices.data.filter((d) => !d.current).length;
  const busy = signOutOne.isPending || signOutOthers.isPending;
  return (
    <div className="grid gap-3">
      <ul aria-label="Signed-in devices" className="grid gap-2">
        {devices.data.map((d) => (
          <DeviceRow
            key={d.id}
            device={d}
            disabled={busy}
            onSignOut={() => setConfirming({ kind: 'one', device: d })}
          />
        ))}
      </ul>
      {others > 0 && (
        <Button
          variant="outline"
          className="sm:justify-self-start"
          disabled={busy}
          onClick={() => setConfirming({ kind: 'others' })}
        >
          <LogOutIcon aria-hidden="true" />
          Sign out all other devices
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.kind === 'others' ? 'Sign out all other devices?' : 'Sign out this device?'
        }
        confirmLabel="Sign out"
        destructive
        onConfirm={confirm}
      >
        {confirming?.kind === 'one' ? (
          <p>
            <span className="font-medium text-foreground">{confirming.device.device}</span> (
            {confirming.device.place}) will be signed out at once and must sign in again with your
            password.
          </p>
        ) : (
          <p>
            {others} other {others === 1 ? 'device' : 'devices'} will be signed out at once. This
            device stays signed in.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function DeviceRow({
  device: d,
  disabled,
  onSignOut,
}: {
  device: SignedInDevice;
  disabled: boolean;
  onSignOut: () => void;
}) {
  const Icon = ICONS[d.kind];
  return (
    <li className="flex items-center gap-3 rounded-lg border px-3 py-2">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-medium">{d.device}</span>
          {d.current && <Badge variant="success">This device</Badge>}
        </span>
        <span className="text-xs wrap-anywhere text-muted-foreground">
          {d.place} · <time dateTime={d.last_seen_at}>{lastSeenText(d.last_seen_at)}</time>
        </span>
      </div>
      {!d.current && (
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={`Sign out ${d.device}, ${d.place}`}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
