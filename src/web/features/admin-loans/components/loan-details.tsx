import { ExternalLinkIcon, FileIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { YES_NO_NAMES } from '#shared/schemas/loans-choices.ts';
import { LOAN_DOCUMENT_FIELDS } from '#shared/schemas/loans-documents.ts';
import { formatFileSize, loanTypeName, monthsLabel } from '#web/features/loans/loan-format.ts';
import { LoanScheduleTable } from '#web/features/loans/loan-schedule-table.tsx';
import { loanDocumentUrl } from '../api/admin-loans.ts';
import { applicantName } from '../lib/format.ts';

const naira = (kobo: number) => formatMoney(kobo, 'NGN');
const yesNo = (v: 'yes' | 'no' | null | undefined) => (v ? YES_NO_NAMES[v] : 'Not answered');
const KIND_LABELS = {
  bank_statement: LOAN_DOCUMENT_FIELDS.bank_statement,
  proof_of_address: LOAN_DOCUMENT_FIELDS.proof_of_address,
  identification: LOAN_DOCUMENT_FIELDS.identification,
  additional: 'Additional Document',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="divide-y rounded-lg border px-3">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** The uploaded documents, each opened in a new tab through the administrators' route. */
function Documents({ loan }: { loan: AdminLoan }) {
  return (
    <section aria-labelledby="loan-documents-heading" className="grid gap-1">
      <h3 id="loan-documents-heading" className="text-sm font-semibold">
        Documents
      </h3>
      {loan.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents were uploaded.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {loan.documents.map((d) => (
            <li key={d.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="grid min-w-0 flex-1">
                <span className="text-xs text-muted-foreground">{KIND_LABELS[d.kind]}</span>
                <a
                  href={loanDocumentUrl(loan.id, d.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-w-0 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <span className="truncate">{d.file_name}</span>
                  <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="sr-only"> ({KIND_LABELS[d.kind]}, opens in a new tab)</span>
                </a>
              </div>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatFileSize(d.size)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Everything the applicant sent, the documents, and the terms once approved. */
export function LoanDetails({ loan }: { loan: AdminLoan }) {
  const p = loan.personal_info;
  const b = loan.business_info;
  return (
    <div className="grid gap-4">
      <Section title="Applicant">
        <Row label="Full Name">{applicantName(loan)}</Row>
        <Row label="Email">
          <span className="break-all">{loan.user_email}</span>
        </Row>
        <Row label="BVN">{p.bvn}</Row>
        <Row label="State">{p.state}</Row>
      </Section>
      <Section title="Loan">
        <Row label="Loan Type">{loanTypeName(loan.loan_type)}</Row>
        <Row label="Amount Requested">{naira(loan.amount_requested)}</Row>
        <Row label="Duration">{monthsLabel(loan.duration_months)}</Row>
        <Row label="Applied">{formatLagosDateTime(loan.created_at)}</Row>
        <Row label="Use of Funds">
          <span className="font-normal">{loan.use_of_funds}</span>
        </Row>
      </Section>
      <Section title="Business">
        <Row label="Business Name">{b.business_name}</Row>
        <Row label="Business Type">{b.business_type}</Row>
        <Row label="CAC Number">{b.cac_number}</Row>
        <Row label="Industry Sector">{b.industry_sector}</Row>
        <Row label="Year Established">{b.year_established}</Row>
        <Row label="Monthly Revenue">{naira(b.monthly_revenue)}</Row>
        <Row label="Monthly Expenses">{naira(b.monthly_expenses)}</Row>
        <Row label="Business Address">{b.business_address}</Row>
        <Row label="Existing Loan">{yesNo(b.existing_loan)}</Row>
        <Row label="Guarantor">{yesNo(b.willing_to_provide_guarantor)}</Row>
        <Row label="Collateral">{yesNo(b.willing_to_provide_collateral)}</Row>
      </Section>
      <Documents loan={loan} />
      {loan.amount_approved !== null && loan.total_repayment !== null && (
        <Section title="Terms">
          <Row label="Amount Approved">{naira(loan.amount_approved)}</Row>
          <Row label="Interest Rate">{loan.monthly_rate_percent}% per month</Row>
          <Row label="Monthly Payment">{naira(loan.monthly_payment ?? 0)}</Row>
          <Row label="Total Repayment">{naira(loan.total_repayment)}</Row>
          <Row label="Amount Repaid">{naira(loan.amount_repaid)}</Row>
          <Row label="Outstanding">{naira(loan.outstanding ?? 0)}</Row>
          {loan.disbursed_at && (
            <Row label="Disbursed">{formatLagosDateTime(loan.disbursed_at)}</Row>
          )}
        </Section>
      )}
      {loan.instalments.length > 0 && <LoanScheduleTable instalments={loan.instalments} />}
      {(loan.reviewed_by_email || loan.admin_note) && (
        <Section title="Review">
          {loan.reviewed_by_email && <Row label="Reviewed By">{loan.reviewed_by_email}</Row>}
          {loan.reviewed_at && <Row label="Reviewed">{formatLagosDateTime(loan.reviewed_at)}</Row>}
          {loan.admin_note && <Row label="Note">{loan.admin_note}</Row>}
        </Section>
      )}
    </div>
  );
}
