import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useBalanceVisibility } from '#web/hooks/use-balance-visibility.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * The eye button that hides or shows balances on every screen at once (the
 * profile's Show Balance). `withText` also writes the label beside the eye from md up.
 */
export function BalanceToggle({
  className,
  withText = false,
  variant = 'ghost',
}: {
  className?: string;
  withText?: boolean;
  variant?: 'ghost' | 'outline';
}) {
  const { shown, toggle } = useBalanceVisibility();
  const label = shown ? 'Hide balances' : 'Show balances';
  const Icon = shown ? EyeOffIcon : EyeIcon;
  return (
    <Button
      type="button"
      variant={variant}
      size={withText ? 'default' : 'icon'}
      className={cn(withText && 'max-md:size-10 max-md:px-0', className)}
      onClick={toggle}
      aria-label={label}
    >
      <Icon className="size-5" aria-hidden="true" />
      {withText && <span className="hidden md:inline">{label}</span>}
    </Button>
  );
}
