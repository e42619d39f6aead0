import { formatMoney } from '#shared/money.ts';
import type { DataPlan } from '#shared/schemas/bills.ts';
import { DATA_CATEGORIES, type DataCategory } from '#shared/schemas/bills-options.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { cn } from '#web/lib/cn.ts';

/** The tabs' labels, and the words of 'No {category} bundles available'. */
export const CATEGORY_LABELS: Record<DataCategory, { tab: string; word: string }> = {
  daily: { tab: 'Daily', word: 'daily' },
  weekly: { tab: 'Weekly', word: 'weekly' },
  monthly: { tab: 'Monthly', word: 'monthly' },
  special: { tab: 'Special', word: 'Special' },
  broadband: { tab: 'Broadband', word: 'Broadband' },
};

interface Props {
  plans: DataPlan[] | undefined;
  loading: boolean;
  category: DataCategory;
  onCategory: (c: DataCategory) => void;
  planId: string | null;
  onPlan: (id: string) => void;
  error?: string;
}

function PlanList({
  plans,
  planId,
  onPlan,
}: Pick<Props, 'planId' | 'onPlan'> & { plans: DataPlan[] }) {
  return (
    <fieldset className="grid max-h-80 gap-2 overflow-y-auto p-0.5">
      <legend className="sr-only">Data plans</legend>
      {plans.map((p) => (
        <label
          key={p.id}
          className={cn(
            'relative flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-card p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
            planId === p.id
              ? 'border-primary bg-accent/60'
              : 'border-border hover:border-primary/40',
          )}
        >
          <input
            type="radio"
            name="data-plan"
            value={p.id}
            checked={planId === p.id}
            onChange={() => onPlan(p.id)}
            className="sr-only"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{p.name}</span>
            <span className="block text-xs text-muted-foreground">{p.validity}</span>
          </span>
          <span className="shrink-0 font-semibold">{formatMoney(p.amount, 'NGN')}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The five category tabs and the chosen tab's plans: name, validity and price. */
export function DataPlanPicker({
  plans,
  loading,
  category,
  onCategory,
  planId,
  onPlan,
  error,
}: Props) {
  if (loading)
    return (
      <div className="grid gap-2" role="status" aria-label="Loading data plans">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  const all = plans ?? [];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <span id="plans-label" className="text-sm font-medium">
        Data Plan
      </span>
      <Tabs value={category} onValueChange={(v) => onCategory(v as DataCategory)}>
        <TabsList aria-labelledby="plans-label" className="w-full justify-start overflow-x-auto">
          {DATA_CATEGORIES.map((c) => (
            <TabsTrigger
              key={c}
              value={c}
              disabled={!all.some((p) => p.category === c)}
              className="px-2 sm:px-3"
            >
              {CATEGORY_LABELS[c].tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {DATA_CATEGORIES.map((c) => {
          const inTab = all.filter((p) => p.category === c);
          return (
            <TabsContent key={c} value={c} className="mt-2">
              {inTab.length === 0 ? (
                <p className="rounded-xl bg-muted p-4 text-center text-sm text-muted-foreground">
                  No {CATEGORY_LABELS[c].word} bundles available
                </p>
              ) : (
                <PlanList plans={inTab} planId={planId} onPlan={onPlan} />
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
