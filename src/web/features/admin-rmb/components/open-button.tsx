import { EyeIcon, SettingsIcon } from 'lucide-react';
import type { AdminRmbPurchase } from '#shared/schemas/rmb.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isOpen } from '../lib/format.ts';

/** Opens the detail modal: Process while the purchase is open, View once it is final. */
export function OpenButton({
  purchase,
  onOpen,
}: {
  purchase: AdminRmbPurchase;
  onOpen: (p: AdminRmbPurchase) => void;
}) {
  const open = isOpen(purchase);
  return (
    <Button size="sm" variant={open ? 'default' : 'outline'} onClick={() => onOpen(purchase)}>
      {open ? <SettingsIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      {open ? 'Process' : 'View'}
      <span className="sr-only"> {purchase.reference}</span>
    </Button>
  );
}
