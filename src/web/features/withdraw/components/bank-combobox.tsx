import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Bank } from '#shared/schemas/withdrawals.ts';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { filterBanks } from '../lib/filter-banks.ts';

interface Props {
  id: string;
  banks: readonly Bank[];
  /** The chosen bank's code, or ''. */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  placeholder?: string;
  describedBy?: string;
}

/**
 * The bank picker: type to narrow Paystack's list, choose with a click or the
 * arrow keys and Enter. A combobox with its list inline, so it stays inside a
 * dialog on a phone and scrolls with it.
 */
export function BankCombobox({
  id,
  banks,
  value,
  onChange,
  disabled,
  placeholder,
  describedBy,
}: Props) {
  const listId = useId();
  const selected = banks.find((b) => b.code === value);
  const [text, setText] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The form chose or cleared the bank (a reset): the box shows that. Not when
  // the bank was cleared by typing over its name, which keeps what was typed.
  const clearedByTyping = useRef(false);
  useEffect(() => {
    if (clearedByTyping.current) clearedByTyping.current = false;
    else setText(selected?.name ?? '');
  }, [selected?.name]);

  const matches = filterBanks(banks, text === selected?.name ? '' : text);
  const activeBank = open ? matches[Math.min(active, matches.length - 1)] : undefined;
  const optionId = (code: string) => `${listId}-${code}`;
  useEffect(() => {
    if (activeBank)
      document.getElementById(optionId(activeBank.code))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (bank: Bank) => {
    onChange(bank.code);
    setText(bank.name);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (Math.min(i, matches.length - 1) + step + matches.length) % matches.length);
    } else if (e.key === 'Enter' && open) {
      // Choosing a bank, not submitting the form.
      e.preventDefault();
      if (activeBank) choose(activeBank);
    } else if (e.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setText(selected?.name ?? '');
    }
  };

  return (
    <div className="grid gap-1">
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeBank ? optionId(activeBank.code) : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={placeholder ?? 'Search for your bank'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
            if (value && e.target.value !== selected?.name) {
              clearedByTyping.current = true;
              onChange('');
            }
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            // One bank left, or its exact name typed: that is the choice.
            const exact = matches.find((b) => b.name.toLowerCase() === text.trim().toLowerCase());
            const only = text.trim() && matches.length === 1 ? matches[0] : undefined;
            const pick = exact ?? only;
            if (!value && pick) choose(pick);
            else if (!value) setText('');
          }}
          className="pr-9"
        />
        <ChevronsUpDownIcon
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Banks"
        hidden={!open || matches.length === 0}
        className="max-h-52 overflow-y-auto rounded-md border bg-popover p-1 shadow-sm"
      >
        {matches.map((bank) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys choose through the box (aria-activedescendant)
          <div
            key={bank.code}
            id={optionId(bank.code)}
            role="option"
            tabIndex={-1}
            aria-selected={bank.code === value}
            // Keeps the focus in the box, so its blur does not close the list first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(bank)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-2 text-sm',
              bank === activeBank && 'bg-accent text-accent-foreground',
            )}
          >
            {bank.name}
            {bank.code === value && <CheckIcon className="size-4" aria-hidden="true" />}
          </div>
        ))}
      </div>
      {open && matches.length === 0 && (
        <p role="status" className="px-1 text-sm text-muted-foreground">
          No bank matches “{text.trim()}”
        </p>
      )}
    </div>
  );
}
