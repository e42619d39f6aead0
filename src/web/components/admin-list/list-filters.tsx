import { SearchIcon } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';

const GRID = [
  '',
  'md:grid-cols-[1fr_auto]',
  'md:grid-cols-[1fr_auto_auto]',
  'md:grid-cols-[1fr_auto_auto_auto]',
];
const PHONE = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'];

/** The search box, then the filters: one row from md, the filters side by side below it on a phone. */
export function FilterBar({ search, children }: { search: ReactNode; children?: ReactNode }) {
  const n = Children.count(children);
  return (
    <search className={cn('grid min-w-0 gap-3', GRID[n])}>
      {search}
      {n > 0 && <div className={cn('grid gap-3 md:contents', PHONE[n])}>{children}</div>}
    </search>
  );
}

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A search field with its magnifier; at most 100 characters, like the API's `q`. */
export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}

const ALL = 'all';

interface FilterSelectProps<T extends string> {
  /** The select's accessible name ("Filter by status"). */
  label: string;
  /** The first option, no filter ("All statuses"). */
  all: string;
  options: readonly T[];
  names?: Partial<Record<T, string>>;
  /** How many records each option has, shown after its name. */
  counts?: Partial<Record<T, number>>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Its width from md ("md:w-44"). */
  className?: string;
}

/** One filter: every option by its name, or all of them. */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  const { options, names, counts } = props;
  return (
    <Select
      value={props.value ?? ALL}
      onValueChange={(v) => props.onChange(v === ALL ? undefined : (v as T))}
    >
      <SelectTrigger className={props.className} aria-label={props.label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{props.all}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o} value={o}>
            {names?.[o] ?? o}
            {counts ? ` (${(counts[o] ?? 0).toLocaleString('en-NG')})` : ''}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
