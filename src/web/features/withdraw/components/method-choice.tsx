import { LandmarkIcon, type LucideIcon, UsersIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export type WithdrawMethod = 'bank' | 'wallet';

const METHODS: { value: WithdrawMethod; label: string; note: string; icon: LucideIcon }[] = [
  {
    value: 'bank',
    label: 'Bank Account',
    note: 'To a Nigerian bank · ₦50 fee',
    icon: LandmarkIcon,
  },
  { value: 'wallet', label: 'Owo Wallet', note: 'To another Owo user', icon: UsersIcon },
];

/**
 * Bank or wallet, drawn as cards. `onPick` runs on every press, also of the
 * method already chosen, so pressing Bank again opens its dialog again.
 */
export function MethodChoice({
  value,
  onPick,
}: {
  value: WithdrawMethod | null;
  onPick: (method: WithdrawMethod) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-semibold">Withdrawal Method</legend>
      <div className="grid grid-cols-2 gap-3">
        {METHODS.map(({ value: m, label, note, icon: Icon }) => (
          <label
            key={m}
            className={cn(
              'flex cursor-pointer flex-col items-start gap-2 rounded-2xl border-2 bg-card p-4 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === m ? 'border-primary bg-accent/60' : 'border-border hover:border-primary/40',
            )}
          >
            <input
              type="radio"
              name="withdraw-method"
              value={m}
              checked={value === m}
              onChange={() => onPick(m)}
              // A press on the chosen card changes nothing, so onChange stays quiet: this does not.
              onClick={() => value === m && onPick(m)}
              className="sr-only"
            />
            <span className="grid size-10 place-items-center rounded-xl bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="font-semibold">{label}</span>
            <span className="text-xs text-muted-foreground">{note}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
