import { SearchIcon } from 'lucide-react';
import {
  type AdminBillPage,
  BILL_SERVICES,
  BILL_STATUSES,
  type BillService,
  type BillStatus,
} from '#shared/schemas/bills.ts';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { SERVICE_LABELS, STATUS_LABELS } from '../lib/format.ts';

const ALL = 'all';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  status: BillStatus | undefined;
  onStatusChange: (value: BillStatus | undefined) => void;
  service: BillService | undefined;
  onServiceChange: (value: BillService | undefined) => void;
  counts: AdminBillPage['counts'] | undefined;
}

/** Search, then the status and service filters; each status shows how many bills it has. */
export function BillsFilters(props: Props) {
  const { search, onSearchChange, status, service, counts } = props;
  return (
    <search className="grid min-w-0 gap-3 md:grid-cols-[1fr_auto_auto]">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search bills"
          placeholder="Search by reference, phone, meter, smartcard, name or email..."
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <Select
          value={status ?? ALL}
          onValueChange={(v) => props.onStatusChange(v === ALL ? undefined : (v as BillStatus))}
        >
          <SelectTrigger className="md:w-44" aria-label="Filter by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {BILL_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {STATUS_LABELS[s]}
                {counts ? ` (${(counts.statuses[s] ?? 0).toLocaleString('en-NG')})` : ''}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={service ?? ALL}
          onValueChange={(v) => props.onServiceChange(v === ALL ? undefined : (v as BillService))}
        >
          <SelectTrigger className="md:w-44" aria-label="Filter by service">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All services</SelectItem>
            {BILL_SERVICES.map((s) => (
              <SelectItem key={s} value={s}>
                {SERVICE_LABELS[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
