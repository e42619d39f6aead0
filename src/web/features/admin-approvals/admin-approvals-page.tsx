import { APPROVAL_STATUSES, type ApprovalPage } from '#shared/schemas/approvals.ts';
import { AdminListLayout } from '#web/components/admin-list/admin-list-page.tsx';
import { FilterSelect } from '#web/components/admin-list/list-filters.tsx';
import { useAdminList } from '#web/components/admin-list/use-admin-list.ts';
import { type AdminApprovalFilters, useAdminApprovals } from './api/admin-approvals.ts';
import { ApprovalCards } from './components/approval-cards.tsx';
import { ApprovalsTable } from './components/approvals-table.tsx';
import { STATUS_LABELS } from './lib/describe.ts';

const DECIDED = APPROVAL_STATUSES.filter((s) => s !== 'pending');

/**
 * /olorioko001/approvals: large credits, debits, withdrawal approvals and loan
 * disbursements waiting for a second administrator, who approves (carried
 * out at once) or rejects them; the decided ones by status.
 */
export function AdminApprovalsPage() {
  const admin = useAdminList<AdminApprovalFilters, ApprovalPage>(useAdminApprovals, {});
  const status = admin.filter('status');
  return (
    <AdminListLayout
      title="Approvals"
      description="Large admin actions wait here until a second administrator approves or rejects them"
      list={admin.list}
      items={admin.items}
      filters={
        <div className="grid gap-3 md:flex md:justify-end">
          <FilterSelect
            label="Filter by status"
            className="md:w-48"
            all="Waiting for approval"
            options={DECIDED}
            names={STATUS_LABELS}
            value={status.value}
            onChange={(v) => status.onChange(v as AdminApprovalFilters['status'])}
          />
        </div>
      }
      texts={{
        id: 'admin-approvals-title',
        title: status.value ? STATUS_LABELS[status.value] : 'Waiting for approval',
        loading: 'Loading requests...',
        failed: { text: 'Failed to load approval requests' },
        empty: status.value ? 'No requests found' : 'Nothing is waiting for approval',
      }}
      table={(items) => <ApprovalsTable approvals={items} />}
      cards={(items) => <ApprovalCards approvals={items} />}
    />
  );
}
