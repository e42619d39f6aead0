import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';
import { AccountRows } from './account-rows.tsx';

/** The shared funding bank account (from the server's public config), each value copyable. */
export function BankAccountDetails() {
  const config = usePublicConfig();
  if (config.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the account details. Please refresh the page.
      </p>
    );
  return <AccountRows account={config.data?.bank} />;
}
