import { useId } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import type { AuditFilters as Filters } from '../api/get-audit-log.ts';

const KNOWN_ACTIONS = [
  'wallet.credit',
  'wallet.debit',
  'user.status',
  'user.role',
  'kyc.decision',
  'gift_cards.create',
  'withdrawal.approve',
  'withdrawal.reject',
  'airtime_cash.approve',
  'airtime_cash.deny',
  'rmb.status',
  'bill.requery',
  'loan.under_review',
  'loan.approve',
  'loan.reject',
  'loan.disburse',
  'exchange_rate.update',
  'airtime_rate.update',
];
const TARGET_TYPES = [
  { value: 'user', label: 'User' },
  { value: 'wallet', label: 'Wallet' },
  { value: 'withdrawal', label: 'Withdrawal' },
  { value: 'airtime_cash', label: 'Airtime to cash' },
  { value: 'rmb_purchase', label: 'RMB purchase' },
  { value: 'bill', label: 'Bill' },
  { value: 'loan', label: 'Loan' },
  { value: 'gift_card', label: 'Gift card' },
  { value: 'exchange_rate', label: 'Exchange rate' },
  { value: 'airtime_rate', label: 'Airtime rate' },
];
const ALL = 'all';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Action, actor e-mail, target type and a date range. */
export function AuditFilters({ filters, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <search className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-actor`}>Actor</Label>
        <Input
          id={`${id}-actor`}
          type="search"
          placeholder="Search by admin email"
          value={filters.actor ?? ''}
          maxLength={254}
          onChange={(e) => set({ actor: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Input
          id={`${id}-action`}
          list={`${id}-actions`}
          placeholder="e.g. withdrawal approve"
          value={filters.action ?? ''}
          maxLength={64}
          onChange={(e) => set({ action: e.target.value })}
        />
        <datalist id={`${id}-actions`}>
          {KNOWN_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-target`}>Target</Label>
        <Select
          value={filters.target_type ?? ALL}
          onValueChange={(v) => set({ target_type: v === ALL ? undefined : v })}
        >
          <SelectTrigger id={`${id}-target`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All targets</SelectItem>
            {TARGET_TYPES.map((t) => (
              <SelectItem key={t.value} value={t.value}>
                {t.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
    </search>
  );
}
