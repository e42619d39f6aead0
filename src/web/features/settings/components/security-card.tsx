import { FingerprintIcon } from 'lucide-react';
import type { Profile } from '#shared/schemas/profile.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { useUpdatePreferences } from '#web/features/profile/api/update-preferences.ts';
import { notify } from '#web/lib/toast.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SETTINGS_FAILED } from './preferences-card.tsx';
import { SwitchRow } from './switch-row.tsx';

export function SecurityCard({ profile }: { profile: Profile }) {
  const preferences = useUpdatePreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Change your password. Other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <ChangePasswordForm />
        <div className="mt-4 border-t">
          <SwitchRow
            icon={FingerprintIcon}
            label="Biometric Login"
            description="Unlock with your fingerprint or face on devices that support it."
            checked={profile.biometric_login}
            onCheckedChange={(on) =>
              preferences.mutate(
                { biometric_login: on },
                { onError: () => notify.error('Error', SETTINGS_FAILED) },
              )
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
