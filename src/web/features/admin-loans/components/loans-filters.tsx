import { SearchIcon } from 'lucide-react';
import {
  LOAN_STATUS_NAMES,
  LOAN_STATUSES,
  type LoanStats,
  type LoanStatus,
} from '#shared/schemas/loans.ts';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';

const ALL = 'all';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  status: LoanStatus | undefined;
  onStatusChange: (value: LoanStatus | undefined) => void;
  stats: LoanStats | undefined;
}

/** Search, then the status filter; each status shows how many applications have it. */
export function LoansFilters({ search, onSearchChange, status, onStatusChange, stats }: Props) {
  return (
    <search className="grid min-w-0 gap-3 md:grid-cols-[1fr_auto]">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search loans"
          placeholder="Search by ID, name or email..."
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        value={status ?? ALL}
        onValueChange={(v) => onStatusChange(v === ALL ? undefined : (v as LoanStatus))}
      >
        <SelectTrigger className="md:w-52" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {LOAN_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {LOAN_STATUS_NAMES[s]}
              {stats ? ` (${stats[s].toLocaleString('en-NG')})` : ''}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </search>
  );
}
