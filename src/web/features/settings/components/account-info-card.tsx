import { formatLagosLongDate } from '#shared/lagos-time.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

export function AccountInfoCard({ profile }: { profile: Profile }) {
  const rows = [
    ['Email', profile.email],
    ['Full Name', profile.full_name],
    ['Phone Number', profile.phone_number],
    ['Country', profile.country],
    ['Member Since', formatLagosLongDate(profile.created_at)],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5"
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd
                className={cn(
                  'ml-auto min-w-0 text-right text-sm font-medium wrap-anywhere',
                  !value && 'font-normal text-muted-foreground italic',
                )}
              >
                {value || 'Not set'}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
