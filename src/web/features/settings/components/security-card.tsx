import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

// No Biometric Login switch until the app can unlock with one (a switch that does nothing misleads).
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Change your password. Other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <ChangePasswordForm />
        <PasskeysSection />
        <SignedInDevices />
      </CardContent>
    </Card>
  );
}
