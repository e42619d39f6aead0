import { SearchIcon } from 'lucide-react';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import type { TransactionFilter } from '../api/get-transactions.ts';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  filter: TransactionFilter;
  onFilterChange: (value: TransactionFilter) => void;
}

const FILTERS: { value: TransactionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expense' },
];

export function TransactionsToolbar({ search, onSearchChange, filter, onFilterChange }: Props) {
  return (
    <search className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search transactions"
          placeholder="Search transactions..."
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <Select value={filter} onValueChange={(v) => onFilterChange(v as TransactionFilter)}>
        <SelectTrigger className="sm:w-44" aria-label="Filter transactions">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FILTERS.map((f) => (
            <SelectItem key={f.value} value={f.value}>
              {f.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </search>
  );
}
