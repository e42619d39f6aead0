import { SearchIcon } from 'lucide-react';
import { AIRTIME_CASH_STATUSES, type AirtimeCashStatus } from '#shared/schemas/airtime-cash.ts';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { STATUS_LABELS } from './status-badge.tsx';

const ALL = 'all';

/** Search by phone number or network, and the status filter (All Status first). */
export function AirtimeCashToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  status: AirtimeCashStatus | undefined;
  onStatusChange: (value: AirtimeCashStatus | undefined) => void;
}) {
  return (
    <search className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search by phone number or network"
          placeholder="Search by phone number or network..."
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        value={status ?? ALL}
        onValueChange={(v) => onStatusChange(v === ALL ? undefined : (v as AirtimeCashStatus))}
      >
        <SelectTrigger className="sm:w-44" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Status</SelectItem>
          {AIRTIME_CASH_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </search>
  );
}
