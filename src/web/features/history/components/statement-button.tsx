import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import type { Currency } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { StatementDialog } from './statement-dialog.tsx';

/** History's "Statement" button and its dialog, opened on the wallet the page shows. */
export function StatementButton({ currency }: { currency: Currency | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileTextIcon aria-hidden="true" />
        Statement
      </Button>
      {/* Mounted while open only, so each opening starts from the defaults. */}
      {open && <StatementDialog open onOpenChange={setOpen} currency={currency ?? 'NGN'} />}
    </>
  );
}
