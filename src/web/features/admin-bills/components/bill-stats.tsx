import { SmartphoneIcon, TvIcon, WifiIcon, ZapIcon } from 'lucide-react';
import type { AdminBillPage } from '#shared/schemas/bills-admin.ts';
import type { BillService } from '#shared/schemas/bills-options.ts';
import { StatCard } from '#web/features/admin/stat-card.tsx';
import { SERVICE_LABELS } from '../lib/format.ts';

const ICONS = { airtime: SmartphoneIcon, data: WifiIcon, electricity: ZapIcon, cable: TvIcon };
const SERVICES: BillService[] = ['airtime', 'data', 'electricity', 'cable'];

/** Bills per service over every bill, whatever the filters. */
export function BillStats({ counts }: { counts: AdminBillPage['counts'] | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {SERVICES.map((service) => (
        <StatCard
          key={service}
          label={SERVICE_LABELS[service]}
          value={counts ? (counts.services[service] ?? 0).toLocaleString('en-NG') : '–'}
          icon={ICONS[service]}
        />
      ))}
    </div>
  );
}
