import { SearchIcon } from 'lucide-react';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { WITHDRAWAL_STATUS_LABELS } from '#web/features/withdraw/withdrawal-status-badge.tsx';

const ALL = 'all';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  status: WithdrawalStatus | undefined;
  onStatusChange: (value: WithdrawalStatus | undefined) => void;
}

/** Search, then the status filter. */
export function WithdrawalsFilters({ search, onSearchChange, status, onStatusChange }: Props) {
  return (
    <search className="grid min-w-0 gap-3 md:grid-cols-[1fr_auto]">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search withdrawals"
          placeholder="Search by reference, account number, account name, user or email..."
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        value={status ?? ALL}
        onValueChange={(v) => onStatusChange(v === ALL ? undefined : (v as WithdrawalStatus))}
      >
        <SelectTrigger className="md:w-48" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {WITHDRAWAL_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {WITHDRAWAL_STATUS_LABELS[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </search>
  );
}
