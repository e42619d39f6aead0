import { type LucideIcon, MonitorIcon, MoonIcon, SunIcon, SunMoonIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { setThemeChoice, type ThemeChoice, useTheme } from '#web/lib/theme.ts';

const OPTIONS: { value: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { value: 'system', label: 'System', icon: MonitorIcon },
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
];

/** Theme: System, Light or Dark, for this device only (src/web/lib/theme.ts), applied at once. */
export function ThemeRow() {
  const { choice } = useTheme();
  const id = useId();
  return (
    <div className="grid gap-3 py-3 sm:flex sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <SunMoonIcon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p id={`${id}-label`} className="text-sm leading-none font-medium">
            Theme
          </p>
          <p id={`${id}-description`} className="mt-1 text-xs text-muted-foreground">
            On this device. System follows your phone or computer.
          </p>
        </div>
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="grid grid-cols-3 gap-1 rounded-lg border bg-muted p-1 sm:w-56"
      >
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              choice === value
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={`${id}-theme`}
              value={value}
              checked={choice === value}
              onChange={() => setThemeChoice(value)}
              className="sr-only"
            />
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </div>
  );
}
