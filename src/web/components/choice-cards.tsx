import { cn } from '#web/lib/cn.ts';

const COLUMNS = { 2: 'grid-cols-2', 4: 'grid-cols-4', wide: 'grid-cols-2 sm:grid-cols-4' } as const;

export interface Choice<T extends string> {
  value: T;
  label: string;
  note?: string;
}

/** A radio group drawn as cards: networks, meter types, cable providers. */
export function ChoiceCards<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  columns = 4,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (v: T) => void;
  error?: string;
  /** 'wide': two a row on phones, four from 640 px, for labels too long for four. */
  columns?: 2 | 4 | 'wide';
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', COLUMNS[columns])}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={cn(
              'relative flex cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border-2 bg-card px-1 py-2.5 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === c.value
                ? 'border-primary bg-accent/60'
                : 'border-border hover:border-primary/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="sr-only"
            />
            {c.label}
            {c.note && <span className="text-xs font-normal text-muted-foreground">{c.note}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
