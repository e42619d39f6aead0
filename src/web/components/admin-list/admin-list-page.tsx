import type { ComponentProps, ReactNode } from 'react';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { AdminListSection, type PagedList } from './admin-list-section.tsx';
import { ExportCsvButton, type ExportFilters } from './export-csv-button.tsx';
import { FilterBar, FilterSelect, SearchBox } from './list-filters.tsx';
import { RefreshButton } from './refresh-button.tsx';
import type { useAdminList } from './use-admin-list.ts';

type Section = ComponentProps<typeof AdminListSection>;

interface LayoutProps<T> {
  title: string;
  description: string;
  list: PagedList;
  /** A search typed but not yet asked for (useAdminList's `searching`). */
  searching?: boolean;
  /** What Refresh does, when more than reading the list again. */
  onRefresh?: () => void;
  /** Export CSV: the list's route and the filters on screen. */
  exportCsv?: { path: string; filters: ExportFilters };
  /** The stat cards above the filters. */
  stats?: ReactNode;
  filters: ReactNode;
  /** The list's heading and what it says while loading, failed or empty. */
  texts: Pick<Section, 'id' | 'title' | 'loading' | 'failed' | 'empty'>;
  items: T[];
  /** The rows as a table (desktop) and as cards (phone). */
  table: (items: T[]) => ReactNode;
  cards: (items: T[]) => ReactNode;
  /** The dialogs the rows open. */
  children?: ReactNode;
}

/**
 * A back-office list screen: its title with Refresh, the stats, the filters,
 * then the list (AdminListSection), then its dialogs.
 */
export function AdminListLayout<T>({ list, items, texts, searching, ...page }: LayoutProps<T>) {
  return (
    <AdminPage
      title={page.title}
      description={page.description}
      actions={
        <>
          {page.exportCsv && <ExportCsvButton {...page.exportCsv} />}
          <RefreshButton list={list} onClick={page.onRefresh} />
        </>
      }
    >
      {page.stats}
      {page.filters}
      <AdminListSection
        {...texts}
        list={list}
        searching={searching}
        rows={items.length}
        table={page.table(items)}
        cards={page.cards(items)}
      />
      {page.children}
    </AdminPage>
  );
}

/** One filter's select: "All …" first, then the options by their names (and counts). */
export interface FilterSpec<T extends string> {
  all: string;
  options: readonly T[];
  names?: Partial<Record<T, string>>;
  counts?: Partial<Record<T, number>>;
}

type Filterable<F> = Exclude<keyof F, 'q'>;
type FilterSpecs<F> = { [K in Filterable<F>]?: FilterSpec<Extract<NonNullable<F[K]>, string>> };
type Binding = { value: string | undefined; onChange: (value: string | undefined) => void };

interface PageProps<F extends { q: string }, TPage extends { items: unknown[] }>
  extends Omit<LayoutProps<TPage['items'][number]>, 'list' | 'items' | 'filters'> {
  /** The list, its search and its filters' state, from useAdminList. */
  admin: ReturnType<typeof useAdminList<F, TPage>>;
  /** The search box's accessible name and placeholder. */
  search: { label: string; placeholder: string };
  /** The filters after the search box, in order, each named "Filter by <key>". */
  filters: FilterSpecs<F>;
  /** The filters' width from md. */
  filterWidth?: string;
  /** The list's route: Export CSV downloads it with the search and filters on screen. */
  exportPath?: string;
}

/** A back-office list screen whose search and filters useAdminList holds: mostly configuration. */
export function AdminListPage<F extends { q: string }, TPage extends { items: unknown[] }>({
  admin,
  search,
  filters,
  filterWidth = 'md:w-44',
  exportPath,
  ...layout
}: PageProps<F, TPage>) {
  const specs = Object.entries(filters) as [Filterable<F> & string, FilterSpec<string>][];
  return (
    <AdminListLayout
      {...layout}
      list={admin.list}
      searching={admin.searching}
      items={admin.items}
      exportCsv={
        exportPath ? { path: exportPath, filters: admin.current as ExportFilters } : undefined
      }
      filters={
        <FilterBar search={<SearchBox {...search} {...admin.search} />}>
          {specs.map(([key, spec]) => (
            <FilterSelect
              key={key}
              label={`Filter by ${key}`}
              className={filterWidth}
              {...spec}
              {...(admin.filter(key) as unknown as Binding)}
            />
          ))}
        </FilterBar>
      }
    />
  );
}
