import { useId } from 'react';
import { SearchBox } from '#web/components/admin-list/list-filters.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';

export type StatusFilter = 'all' | 'active' | 'inactive';
export type KycFilter = 'all' | 'verified' | 'pending' | 'rejected';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
  kyc: KycFilter;
  onKycChange: (value: KycFilter) => void;
}

/** Search and the two filters above the users table. */
export function UsersToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  kyc,
  onKycChange,
}: Props) {
  const statusId = useId();
  const kycId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <SearchBox
        label="Search users by name, email or phone"
        placeholder="Search by name, email or phone..."
        value={search}
        onChange={onSearchChange}
      />
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div className="grid gap-1">
          <span id={statusId} className="text-xs font-medium text-muted-foreground">
            Status
          </span>
          <Select value={status} onValueChange={(v) => onStatusChange(v as StatusFilter)}>
            <SelectTrigger aria-labelledby={statusId} className="sm:w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All</SelectItem>
              <SelectItem value="active">Active</SelectItem>
              <SelectItem value="inactive">Inactive</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1">
          <span id={kycId} className="text-xs font-medium text-muted-foreground">
            KYC
          </span>
          <Select value={kyc} onValueChange={(v) => onKycChange(v as KycFilter)}>
            <SelectTrigger aria-labelledby={kycId} className="sm:w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All</SelectItem>
              <SelectItem value="verified">Verified</SelectItem>
              <SelectItem value="pending">Pending</SelectItem>
              <SelectItem value="rejected">Rejected</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}
