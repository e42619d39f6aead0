import { ArrowLeftRightIcon, Loader2Icon, SearchIcon, UserIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_SEARCH_MIN, type AdminSearchHit } from '#shared/schemas/customer-360.ts';
import { customerPath } from '#web/components/customer-link.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useAdminSearch } from '../api/admin-search.ts';

/** Where a hit leads: the customer's page; a transaction's highlights its line there. */
export const hitPath = (hit: AdminSearchHit) =>
  hit.kind === 'transaction'
    ? `${customerPath(hit.user_id)}?tx=${encodeURIComponent(hit.id)}`
    : customerPath(hit.user_id);

/**
 * The back office's global search (a combobox): a reference, an e-mail, a
 * phone number or an account number. Arrow keys move through the hits, Enter
 * opens the one chosen (the first when none is), Escape closes the list.
 */
export function AdminSearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text.trim(), 250);
  const search = useAdminSearch(q);
  const enough = q.length >= ADMIN_SEARCH_MIN;
  const hits = enough ? (search.data?.items ?? []) : [];
  const showList = open && text.trim().length >= ADMIN_SEARCH_MIN;

  const go = (hit: AdminSearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setText('');
    setActive(-1);
    input.current?.blur();
    void navigate(hitPath(hit));
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[active] ?? hits[0]);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className={cn('relative w-full max-w-xl', className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search customers and transactions"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder="Reference, e-mail, phone or account no."
        autoComplete="off"
        spellCheck={false}
        className="h-9 w-full min-w-0 rounded-md border border-input bg-card pr-9 pl-9 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {search.isFetching && enough && (
        <Loader2Icon
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden="true"
        />
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!showList || hits.length === 0}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[min(24rem,70dvh)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {hits.map((hit, i) => {
          const Icon = hit.kind === 'transaction' ? ArrowLeftRightIcon : UserIcon;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys choose through the box (aria-activedescendant)
            <div
              key={`${hit.kind}-${hit.id}`}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm',
                i === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
              // Before the input's blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(hit)}
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="grid min-w-0">
                <span className="truncate font-medium">{hit.label}</span>
                <span className="truncate text-xs text-muted-foreground">{hit.detail}</span>
              </span>
            </div>
          );
        })}
      </div>
      {showList && hits.length === 0 && (
        <p
          role="status"
          className="absolute top-full right-0 left-0 z-40 mt-1 rounded-md border bg-popover p-3 text-sm text-muted-foreground shadow-lg"
        >
          {search.isError
            ? 'Search failed. Please try again.'
            : !enough || search.isFetching
              ? 'Searching…'
              : 'No customer or transaction found'}
        </p>
      )}
    </div>
  );
}
