import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Customer360 } from '#shared/schemas/customer-360.ts';
import { ADMIN_ROOT } from '#web/features/admin/admin-nav.ts';
import { listFor } from '../lib/customer-links.ts';
import { ActivityList, ActivityRow, Empty, SectionCard, statusLabel } from './section-card.tsx';

const at = formatLagosDateTime;
const ngn = (minor: number) => formatMoney(minor, 'NGN');
/** Money in with its sign: "+₦1,000.00", "-$5.00". */
const signed = (minor: number, currency: Customer360['wallets'][number]['currency']) =>
  `${minor > 0 ? '+' : '-'}${formatMoney(Math.abs(minor), currency)}`;

/** The newest lines on the customer's wallets; `highlight` is a reference the search led to. */
export function TransactionsCard({ data, highlight }: { data: Customer360; highlight?: string }) {
  const found = !highlight || data.transactions.some((t) => t.reference === highlight);
  return (
    <SectionCard
      title="Recent transactions"
      className="lg:col-span-2"
      more={{ to: listFor('wallet-transactions', data), label: 'Open Wallet Transactions' }}
    >
      {(id) => (
        <>
          {!found && (
            <p role="status" className="text-sm text-muted-foreground">
              {highlight} is older than the newest {data.transactions.length}: search it in Wallet
              Transactions.
            </p>
          )}
          {data.transactions.length === 0 ? (
            <Empty />
          ) : (
            <ActivityList labelledBy={id}>
              {data.transactions.map((t) => (
                <ActivityRow
                  key={t.id}
                  title={t.description || statusLabel(t.kind)}
                  sub={`${at(t.created_at)} · ${t.reference}`}
                  amount={signed(t.amount, t.currency)}
                  status={t.status}
                  highlighted={t.reference === highlight}
                />
              ))}
            </ActivityList>
          )}
        </>
      )}
    </SectionCard>
  );
}

/** Bills, withdrawals, RMB purchases, loans, airtime to cash and held deposits: the newest of each. */
export function ActivityCards({ data }: { data: Customer360 }) {
  const c = data.customer;
  return (
    <>
      <SectionCard title="Bills" more={{ to: listFor('bills', data), label: 'Open Bills' }}>
        {(id) =>
          data.bills.length === 0 ? (
            <Empty />
          ) : (
            <ActivityList labelledBy={id}>
              {data.bills.map((b) => (
                <ActivityRow
                  key={b.id}
                  title={b.title}
                  sub={at(b.created_at)}
                  amount={ngn(b.amount)}
                  status={b.status}
                />
              ))}
            </ActivityList>
          )
        }
      </SectionCard>
      <SectionCard
        title="Withdrawals"
        more={{ to: listFor('withdrawals', data), label: 'Open Withdrawals' }}
      >
        {(id) =>
          data.withdrawals.length === 0 ? (
            <Empty />
          ) : (
            <ActivityList labelledBy={id}>
              {data.withdrawals.map((w) => (
                <ActivityRow
                  key={w.id}
                  title={`${w.bank_name} · ${w.account_number}`}
                  sub={`${at(w.created_at)} · ${w.reference}`}
                  amount={ngn(w.amount)}
                  status={w.status}
                />
              ))}
            </ActivityList>
          )
        }
      </SectionCard>
      <SectionCard title="RMB purchases" more={{ to: listFor('rmb', data), label: 'Open RMB' }}>
        {(id) =>
          data.rmb_purchases.length === 0 ? (
            <Empty />
          ) : (
            <ActivityList labelledBy={id}>
              {data.rmb_purchases.map((r) => (
                <ActivityRow
                  key={r.id}
                  title={`${formatMoney(r.rmb_amount, 'CNY')} via ${statusLabel(r.platform)}`}
                  sub={`${at(r.created_at)} · ${r.reference}`}
                  amount={ngn(r.naira_amount)}
                  status={r.status}
                />
              ))}
            </ActivityList>
          )
        }
      </SectionCard>
      <SectionCard title="Loans" more={{ to: listFor('loans', data), label: 'Open Loans' }}>
        {(id) =>
          data.loans.length === 0 ? (
            <Empty />
          ) : (
            <ActivityList labelledBy={id}>
              {data.loans.map((l) => (
                <ActivityRow
                  key={l.id}
                  title={`${statusLabel(l.loan_type)} loan`}
                  sub={`${at(l.created_at)} · ${l.id}`}
                  amount={ngn(l.amount_approved ?? l.amount_requested)}
                  status={l.status}
                />
              ))}
            </ActivityList>
          )
        }
      </SectionCard>
      <SectionCard
        title="Airtime to Cash"
        more={{ to: listFor('airtime-cash', data), label: 'Open Airtime to Cash' }}
      >
        {(id) =>
          data.airtime_cash.length === 0 ? (
            <Empty />
          ) : (
            <ActivityList labelledBy={id}>
              {data.airtime_cash.map((a) => (
                <ActivityRow
                  key={a.id}
                  title={`${a.network} airtime`}
                  sub={at(a.created_at)}
                  amount={ngn(a.net_amount)}
                  status={a.status}
                />
              ))}
            </ActivityList>
          )
        }
      </SectionCard>
      <SectionCard
        title="Held deposits"
        more={{ to: `${ADMIN_ROOT}/held-deposits`, label: 'Open Held Deposits' }}
      >
        {(id) =>
          c.held_deposits.length === 0 ? (
            <Empty />
          ) : (
            <ActivityList labelledBy={id}>
              {c.held_deposits.slice(0, 10).map((d) => (
                <ActivityRow
                  key={d.id}
                  title="Deposit held"
                  sub={at(d.created_at)}
                  amount={formatMoney(d.amount, d.currency)}
                  status={d.status}
                />
              ))}
            </ActivityList>
          )
        }
      </SectionCard>
    </>
  );
}
