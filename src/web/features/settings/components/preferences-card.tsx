import { CoinsIcon, EyeIcon, LanguagesIcon, MailIcon } from 'lucide-react';
import { useId } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import type { PreferencesUpdate, Profile } from '#shared/schemas/profile.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { useUpdatePreferences } from '#web/features/profile/api/update-preferences.ts';
import { notify } from '#web/lib/toast.ts';
import { SwitchRow } from './switch-row.tsx';
import { ThemeRow } from './theme-row.tsx';

export const SETTINGS_FAILED = 'Failed to update settings';

/**
 * Show Balance, debit and credit alerts by e-mail, Primary Currency, Language:
 * each saved on the server at once. Theme: this device's only (ThemeRow).
 * No Push Notifications switch until push messages exist (a switch that does nothing misleads).
 */
export function PreferencesCard({ profile }: { profile: Profile }) {
  const preferences = useUpdatePreferences();
  const currencyId = useId();

  const toggle = (patch: PreferencesUpdate) =>
    preferences.mutate(patch, { onError: () => notify.error('Error', SETTINGS_FAILED) });

  const setCurrency = (value: string) => {
    const currency = value as Currency;
    if (currency === profile.primary_currency) return;
    preferences.mutate(
      { primary_currency: currency },
      {
        onSuccess: () =>
          notify.success(
            'Currency updated',
            `Your primary currency is now ${CURRENCY_INFO[currency].name} (${currency}).`,
          ),
        onError: () => notify.error('Error', 'Failed to update currency'),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
      </CardHeader>
      <CardContent className="divide-y">
        <SwitchRow
          icon={EyeIcon}
          label="Show Balance"
          description="Show wallet amounts; when off they appear as dots."
          checked={profile.show_balance}
          onCheckedChange={(on) => toggle({ show_balance: on })}
        />
        <SwitchRow
          icon={MailIcon}
          label="Debit & Credit Alerts"
          description="An e-mail for every debit and credit on your wallets, with the balance after it."
          checked={profile.email_alerts}
          onCheckedChange={(on) => toggle({ email_alerts: on })}
        />
        <div className="grid gap-3 py-3 sm:flex sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
              <CoinsIcon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <Label htmlFor={currencyId}>Primary Currency</Label>
              <p className="mt-1 text-xs text-muted-foreground">
                Your main wallet, and the currency your total balance is shown in.
              </p>
            </div>
          </div>
          <Select value={profile.primary_currency} onValueChange={setCurrency}>
            <SelectTrigger id={currencyId} className="sm:w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CURRENCIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {c} — {CURRENCY_INFO[c].name} ({CURRENCY_INFO[c].symbol})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <ThemeRow />
        <div className="flex items-center gap-3 py-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
            <LanguagesIcon className="size-4" aria-hidden="true" />
          </span>
          <p className="min-w-0 flex-1 text-sm font-medium">Language</p>
          <p className="text-sm text-muted-foreground" data-testid="language">
            English (US)
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
