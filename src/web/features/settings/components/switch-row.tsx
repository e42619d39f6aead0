import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';

interface Props {
  icon: LucideIcon;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A setting that is on or off, saved as soon as it is flipped. */
export function SwitchRow({ icon: Icon, label, description, ...control }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="mt-1 text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-description`} {...control} />
    </div>
  );
}
