import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** The copy button of one code: a check mark while `copied`. */
export function CopyCodeButton({
  code,
  copied,
  onCopy,
}: {
  code: string;
  copied: boolean;
  onCopy: (code: string) => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      onClick={() => onCopy(code)}
      aria-label={copied ? `Copied ${code}` : `Copy code ${code}`}
    >
      {copied ? (
        <CheckIcon className="text-green-700" aria-hidden="true" />
      ) : (
        <CopyIcon aria-hidden="true" />
      )}
    </Button>
  );
}
