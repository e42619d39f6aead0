import { SearchIcon } from 'lucide-react';
import {
  RMB_PLATFORM_NAMES,
  RMB_PLATFORMS,
  RMB_STATUSES,
  type RmbPlatform,
  type RmbStats,
  type RmbStatus,
} from '#shared/schemas/rmb.ts';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { RMB_STATUS_LABELS } from '#web/features/buy-rmb/rmb-status-badge.tsx';

const ALL = 'all';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  status: RmbStatus | undefined;
  onStatusChange: (value: RmbStatus | undefined) => void;
  platform: RmbPlatform | undefined;
  onPlatformChange: (value: RmbPlatform | undefined) => void;
  stats: RmbStats | undefined;
}

/** Search, then the status and platform filters; each status shows how many purchases it has. */
export function RmbFilters(props: Props) {
  const { search, onSearchChange, status, platform, stats } = props;
  return (
    <search className="grid min-w-0 gap-3 md:grid-cols-[1fr_auto_auto]">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search RMB transactions"
          placeholder="Search by reference, recipient, name or email..."
          value={search}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <Select
          value={status ?? ALL}
          onValueChange={(v) => props.onStatusChange(v === ALL ? undefined : (v as RmbStatus))}
        >
          <SelectTrigger className="md:w-44" aria-label="Filter by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {RMB_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {RMB_STATUS_LABELS[s]}
                {stats ? ` (${stats[s].toLocaleString('en-NG')})` : ''}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={platform ?? ALL}
          onValueChange={(v) => props.onPlatformChange(v === ALL ? undefined : (v as RmbPlatform))}
        >
          <SelectTrigger className="md:w-44" aria-label="Filter by platform">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All platforms</SelectItem>
            {RMB_PLATFORMS.map((p) => (
              <SelectItem key={p} value={p}>
                {RMB_PLATFORM_NAMES[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
