import { SearchIcon } from 'lucide-react';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { LEDGER_STATUSES } from '#shared/schemas/admin-transactions.ts';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { capitalise } from '../admin-format.ts';
import type { AdminTransactionFilters } from '../api/get-admin-transactions.ts';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  filters: AdminTransactionFilters;
  onChange: (filters: AdminTransactionFilters) => void;
}

const ALL = 'all';

/** Search by reference, e-mail or description; currency, status and type filters. */
export function TransactionsFilters({ search, onSearchChange, filters, onChange }: Props) {
  const pick =
    <K extends keyof AdminTransactionFilters>(key: K) =>
    (value: string) =>
      onChange({ ...filters, [key]: value === ALL ? undefined : value });
  return (
    <search className="grid min-w-0 gap-3 md:grid-cols-[1fr_auto_auto_auto]">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search transactions"
          placeholder="Search by reference, email or description"
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-3 gap-3 md:contents">
        <Select value={filters.currency ?? ALL} onValueChange={pick('currency')}>
          <SelectTrigger className="md:w-40" aria-label="Filter by currency">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All currencies</SelectItem>
            {CURRENCIES.map((c: Currency) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.status ?? ALL} onValueChange={pick('status')}>
          <SelectTrigger className="md:w-40" aria-label="Filter by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {LEDGER_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {capitalise(s)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.type ?? ALL} onValueChange={pick('type')}>
          <SelectTrigger className="md:w-40" aria-label="Filter by type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All types</SelectItem>
            <SelectItem value="credit">Credit (money in)</SelectItem>
            <SelectItem value="debit">Debit (money out)</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
