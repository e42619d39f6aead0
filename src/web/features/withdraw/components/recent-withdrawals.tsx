import { LandmarkIcon } from 'lucide-react';
import { RecentList } from '#web/components/recent-list.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { WithdrawalRow } from './withdrawal-row.tsx';

/** The user's bank withdrawals, newest first. */
export function RecentWithdrawals() {
  return (
    <RecentList
      title="Recent Withdrawals"
      query={useWithdrawals()}
      noun="withdrawals"
      empty={{
        icon: LandmarkIcon,
        title: 'No withdrawals yet',
        hint: 'Your bank withdrawals will appear here',
      }}
      // A withdrawal that failed or came back returned its money.
      isOpen={(w) => w.status === 'pending' || w.status === 'processing'}
      renderItem={(w) => <WithdrawalRow withdrawal={w} />}
    />
  );
}
