import { RecentList } from '#web/components/recent-list.tsx';
import { RmbIcon } from '#web/components/rmb-icon.tsx';
import { useRmbPurchases } from '../api/get-rmb-purchases.ts';
import { PurchaseRow } from './purchase-row.tsx';

/** The user's purchases, newest first, with their status and, when failed, why. */
export function RecentPurchases() {
  return (
    <RecentList
      title="Recent Purchases"
      query={useRmbPurchases()}
      noun="purchases"
      empty={{
        icon: RmbIcon,
        title: 'No purchases yet',
        hint: 'Your RMB purchases will appear here',
      }}
      // A failed purchase gave the naira back.
      isOpen={(p) => p.status === 'pending' || p.status === 'processing'}
      renderItem={(p) => <PurchaseRow purchase={p} />}
    />
  );
}
