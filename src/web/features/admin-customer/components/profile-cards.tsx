import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Customer360 } from '#shared/schemas/customer-360.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { listFor } from '../lib/customer-links.ts';
import { bvnText, formatFileSize, formatLocation, ID_TYPE_LABEL } from '../lib/people.ts';
import {
  ActivityList,
  ActivityRow,
  Empty,
  Field,
  SectionCard,
  StatusBadge,
} from './section-card.tsx';

const when = (iso: string | null) => (iso ? formatLagosDateTime(iso) : 'Never');

export function ProfileCard({ data }: { data: Customer360 }) {
  const c = data.customer;
  return (
    <SectionCard title="Profile" more={{ to: listFor('users', data), label: 'Open Users' }}>
      {() => (
        <dl className="divide-y">
          <Field label="Email">{c.email}</Field>
          <Field label="Phone">{c.phone_number || 'N/A'}</Field>
          <Field label="Location">{formatLocation(c)}</Field>
          <Field label="Status">
            <StatusBadge status={c.is_active ? 'active' : 'inactive'} />
          </Field>
          <Field label="Role">
            {c.is_admin ? <Badge variant="secondary">Admin</Badge> : 'Customer'}
          </Field>
          <Field label="Joined">{formatLagosDateTime(c.created_at)}</Field>
          <Field label="Last login">{when(c.last_login)}</Field>
        </dl>
      )}
    </SectionCard>
  );
}

export function KycCard({ data }: { data: Customer360 }) {
  const c = data.customer;
  const docs = c.kyc_documents;
  const account = c.bank_account;
  return (
    <SectionCard title="KYC">
      {(id) => (
        <>
          <dl className="divide-y">
            <Field label="Tier">
              <Badge variant="outline">Tier {c.tier}</Badge>
            </Field>
            <Field label="KYC Status">
              <StatusBadge status={c.kyc_status} />
            </Field>
            {c.kyc_rejection_reason && <Field label="Reason">{c.kyc_rejection_reason}</Field>}
            <Field label="BVN">{bvnText(c.bvn_last4)}</Field>
            {data.bvn_verified_at && (
              <Field label="BVN verified">{formatLagosDateTime(data.bvn_verified_at)}</Field>
            )}
            <Field label="Own account number">
              {account?.account_number
                ? `${account.account_number} · ${account.bank_name ?? ''}`
                : account
                  ? account.status === 'pending'
                    ? 'Pending'
                    : 'Failed'
                  : 'None'}
            </Field>
            <Field label="ID document">
              {docs?.id_document
                ? `${docs.id_type ? ID_TYPE_LABEL[docs.id_type] : 'Document'} · ${docs.id_document.file_name ?? 'file'} (${formatFileSize(docs.id_document.file_size)})`
                : 'Not submitted'}
            </Field>
            <Field label="Proof of address">
              {docs?.proof_of_address
                ? `${docs.proof_of_address.file_name ?? 'file'} (${formatFileSize(docs.proof_of_address.file_size)})`
                : 'Not submitted'}
            </Field>
          </dl>
          <h3 className="text-sm font-semibold">Decisions</h3>
          {data.kyc_decisions.length === 0 ? (
            <Empty>No decision yet</Empty>
          ) : (
            <ActivityList labelledBy={id}>
              {data.kyc_decisions.map((d) => {
                const after = (d.after ?? {}) as { kyc_status?: string; reason?: string };
                return (
                  <ActivityRow
                    key={d.id}
                    title={after.reason ? `Reason: ${after.reason}` : 'KYC decision'}
                    sub={`${formatLagosDateTime(d.created_at)} · ${d.actor_email}`}
                    status={after.kyc_status}
                  />
                );
              })}
            </ActivityList>
          )}
        </>
      )}
    </SectionCard>
  );
}

export function WalletsCard({ data }: { data: Customer360 }) {
  return (
    <SectionCard
      title="Wallets"
      more={{ to: listFor('wallets', data), label: 'Open Wallet Management' }}
    >
      {(id) =>
        data.wallets.length === 0 ? (
          <Empty>No wallet yet</Empty>
        ) : (
          <ul aria-labelledby={id} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {data.wallets.map((w) => (
              <li key={w.currency} className="grid rounded-lg border bg-muted/40 p-3">
                <span className="text-xs text-muted-foreground">{w.currency}</span>
                <span className="text-lg font-semibold tabular-nums wrap-anywhere">
                  {formatMoney(w.balance, w.currency)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </SectionCard>
  );
}
