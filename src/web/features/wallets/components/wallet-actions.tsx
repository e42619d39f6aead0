import { ArrowUpRightIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

interface Props {
  onTopUp: () => void;
  onConvert: () => void;
}

function ActionLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      <span className="grid size-10 place-items-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <span>{text}</span>
    </>
  );
}

const actionClass = 'h-auto flex-col gap-2 py-4';

/** Top Up, Convert and Withdraw for the wallet on screen. */
export function WalletActions({ onTopUp, onConvert }: Props) {
  return (
    <div className="grid grid-cols-3 gap-3">
      <Button variant="outline" className={actionClass} onClick={onTopUp}>
        <ActionLabel icon={<PlusIcon className="size-5" aria-hidden="true" />} text="Top Up" />
      </Button>
      <Button variant="outline" className={actionClass} onClick={onConvert}>
        <ActionLabel
          icon={<RefreshCwIcon className="size-5" aria-hidden="true" />}
          text="Convert"
        />
      </Button>
      <Button variant="outline" className={actionClass} asChild>
        <Link to="/withdraw">
          <ActionLabel
            icon={<ArrowUpRightIcon className="size-5" aria-hidden="true" />}
            text="Withdraw"
          />
        </Link>
      </Button>
    </div>
  );
}
