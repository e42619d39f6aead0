import { ArrowLeftIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BILL_SERVICES, type BillService } from '#shared/schemas/bills-options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BillDetailDialog } from './components/bill-detail-dialog.tsx';
import { BillForm } from './components/bill-form.tsx';
import { RecentBills } from './components/recent-bills.tsx';
import { ServiceTiles } from './components/service-tiles.tsx';

function serviceOf(value: string | null): BillService {
  return BILL_SERVICES.includes(value as BillService) ? (value as BillService) : 'airtime';
}

/** /pay-bills?service=airtime|data|electricity|cable */
export function PayBillsPage() {
  const [params, setParams] = useSearchParams();
  const service = serviceOf(params.get('service'));
  const [openId, setOpenId] = useState<string | null>(null);
  const closeDetail = useCallback(() => setOpenId(null), []);

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:max-w-6xl">
      <title>Pay Bills · Owo</title>
      <div className="flex items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
          <Link to="/dashboard" aria-label="Back to dashboard">
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Pay Bills</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Buy airtime and data, pay for electricity and cable TV
          </p>
        </div>
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <ServiceTiles
            value={service}
            onChange={(s) => setParams({ service: s }, { replace: true })}
          />
          {/* A new service starts a fresh form. */}
          <BillForm key={service} service={service} />
        </div>
        <RecentBills onOpen={setOpenId} />
      </div>
      <BillDetailDialog id={openId} onClose={closeDetail} />
    </main>
  );
}
