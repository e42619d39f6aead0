import type { AdminStats } from '#shared/schemas/admin-stats.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const count = new Intl.NumberFormat('en-US');

/** What each tier rests on, as the customer reached it. */
const TIERS = [
  { tier: '1', hint: 'Signed up' },
  { tier: '2', hint: 'BVN verified' },
  { tier: '3', hint: 'ID and address verified' },
] as const;

/** How many customers each CBN tier holds: what they may keep and move a day. */
export function TierCounts({ tiers }: { tiers: AdminStats['tiers'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customers per Tier</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3">
          {TIERS.map(({ tier, hint }) => (
            <div key={tier} className="grid min-w-0 content-start gap-1">
              <dt className="text-sm font-medium text-muted-foreground">Tier {tier}</dt>
              <dd className="text-xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
                {count.format(tiers[tier])}
              </dd>
              <dd className="text-xs text-muted-foreground">{hint}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
