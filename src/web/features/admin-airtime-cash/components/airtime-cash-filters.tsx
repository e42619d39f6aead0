import { SearchIcon } from 'lucide-react';
import {
  AIRTIME_CASH_STATUSES,
  AIRTIME_NETWORKS,
  type AirtimeCashStatus,
  type AirtimeNetwork,
} from '#shared/schemas/airtime-cash.ts';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { STATUS_LABELS } from '../lib/format.ts';

const ALL = 'all';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  status: AirtimeCashStatus | undefined;
  onStatusChange: (value: AirtimeCashStatus | undefined) => void;
  network: AirtimeNetwork | undefined;
  onNetworkChange: (value: AirtimeNetwork | undefined) => void;
}

/** Search by e-mail, phone or transaction id, then the status and network filters. */
export function AirtimeCashFilters(props: Props) {
  const { search, onSearchChange, status, network } = props;
  return (
    <search className="grid min-w-0 gap-3 md:grid-cols-[1fr_auto_auto]">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search airtime requests"
          placeholder="Search by email, phone or transaction ID..."
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <Select
          value={status ?? ALL}
          onValueChange={(v) =>
            props.onStatusChange(v === ALL ? undefined : (v as AirtimeCashStatus))
          }
        >
          <SelectTrigger className="md:w-44" aria-label="Filter by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {AIRTIME_CASH_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={network ?? ALL}
          onValueChange={(v) =>
            props.onNetworkChange(v === ALL ? undefined : (v as AirtimeNetwork))
          }
        >
          <SelectTrigger className="md:w-44" aria-label="Filter by network">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All networks</SelectItem>
            {AIRTIME_NETWORKS.map((n) => (
              <SelectItem key={n} value={n}>
                {n}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
