import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { RecentPurchases } from './components/recent-purchases.tsx';
import { RmbWizard } from './components/rmb-wizard.tsx';

/** /buy-rmb: pay naira, the recipient gets RMB on Alipay or WeChat Pay. */
export function BuyRmbPage() {
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:max-w-6xl">
      <title>Buy RMB · Owo</title>
      <div className="flex items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
          <Link to="/dashboard" aria-label="Back to dashboard">
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Buy RMB</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Pay in naira; your recipient receives RMB on Alipay or WeChat Pay
          </p>
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <RmbWizard />
        <RecentPurchases />
      </div>
    </main>
  );
}
