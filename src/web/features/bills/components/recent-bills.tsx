import { ReceiptIcon } from 'lucide-react';
import { RecentList } from '#web/components/recent-list.tsx';
import { useBills } from '../api/get-bills.ts';
import { BillRow } from './bill-row.tsx';

/** The user's bills, newest first, five at a time. */
export function RecentBills({ onOpen }: { onOpen: (id: string) => void }) {
  return (
    <RecentList
      title="Recent Transactions"
      query={useBills()}
      noun="transactions"
      empty={{
        icon: ReceiptIcon,
        title: 'No transactions yet',
        hint: 'Your bill payments will appear here',
      }}
      isOpen={(b) => b.status === 'pending'}
      renderItem={(b) => <BillRow bill={b} onOpen={onOpen} />}
    />
  );
}
