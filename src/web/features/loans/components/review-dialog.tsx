import { SendIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { lagosToday, loanSchedule } from '#shared/loans-schedule.ts';
import { formatMoney } from '#shared/money.ts';
import { LOAN_MESSAGES, type LoanApplication } from '#shared/schemas/loans-application.ts';
import { YES_NO_NAMES } from '#shared/schemas/loans-choices.ts';
import { LOAN_DOCUMENT_FIELDS, type LoanDocumentField } from '#shared/schemas/loans-documents.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { formatFileSize, loanTypeName, monthsLabel } from '../loan-format.ts';

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
    <div className="flex items-baseline justify-between gap-4 py-2 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

const naira = (kobo: number) => formatMoney(kobo, 'NGN');
const yesNo = (v: 'yes' | 'no' | null | undefined) => (v ? YES_NO_NAMES[v] : 'Not answered');

/** Review Your Application: everything that will be sent, then Back to Edit or Submit. */
export function ReviewDialog({
  application,
  files,
  onBack,
  onSubmit,
}: {
  /** Open while set. */
  application: LoanApplication | null;
  files: { field: LoanDocumentField; file: File }[];
  onBack: () => void;
  onSubmit: () => void;
}) {
  const a = application;
  const s = a ? loanSchedule(a.loan_amount, a.loan_duration, lagosToday()) : null;
  return (
    <Dialog open={!!a} onOpenChange={(open) => !open && onBack()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-1 overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{LOAN_MESSAGES.reviewTitle}</DialogTitle>
          <DialogDescription>
            Check the details before you submit. You can go back and change anything.
          </DialogDescription>
        </DialogHeader>
        {a && s && (
          <div className="grid gap-4">
            <Section title="Loan Details">
              <Row label="Loan Type">{loanTypeName(a.loan_type)}</Row>
              <Row label="Loan Amount">{naira(a.loan_amount)}</Row>
              <Row label="Loan Duration">{monthsLabel(a.loan_duration)}</Row>
              <Row label="Interest Rate">{s.monthly_rate_percent}% per month</Row>
              <Row label="Monthly Payment">{naira(s.monthly_payment)}</Row>
              <Row label="Total Repayment">{naira(s.total_repayment)}</Row>
              <Row label="Use of Funds">
                <span className="font-normal">{a.use_of_funds}</span>
              </Row>
            </Section>
            <Section title="Personal Information">
              <Row label="Full Name">{a.personal_info.full_name}</Row>
              <Row label="BVN">{a.personal_info.bvn}</Row>
              <Row label="State">{a.personal_info.state}</Row>
            </Section>
            <Section title="Business Information">
              <Row label="Business Name">{a.business_info.business_name}</Row>
              <Row label="Business Type">{a.business_info.business_type}</Row>
              <Row label="CAC Number">{a.business_info.cac_number}</Row>
              <Row label="Industry Sector">{a.business_info.industry_sector}</Row>
              <Row label="Year Established">{a.business_info.year_established}</Row>
              <Row label="Monthly Revenue">{naira(a.business_info.monthly_revenue)}</Row>
              <Row label="Monthly Expenses">{naira(a.business_info.monthly_expenses)}</Row>
              <Row label="Business Address">{a.business_info.business_address}</Row>
              <Row label="Existing Loan">{yesNo(a.business_info.existing_loan)}</Row>
              <Row label="Guarantor">{yesNo(a.business_info.willing_to_provide_guarantor)}</Row>
              <Row label="Collateral">{yesNo(a.business_info.willing_to_provide_collateral)}</Row>
            </Section>
            <Section title="Documents">
              {files.map(({ field, file }, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: additional documents share a field
                <Row key={`${field}-${i}`} label={LOAN_DOCUMENT_FIELDS[field]}>
                  <span className="block truncate">{file.name}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {formatFileSize(file.size)}
                  </span>
                </Row>
              ))}
            </Section>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onBack}>
            {LOAN_MESSAGES.backToEdit}
          </Button>
          <Button type="button" onClick={onSubmit}>
            <SendIcon aria-hidden="true" />
            {LOAN_MESSAGES.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
