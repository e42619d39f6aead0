import { useState } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { PageHeading } from '#web/components/page-heading.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { HistoryPanel } from './components/history-panel.tsx';
import { StatementButton } from './components/statement-button.tsx';

/** /history: monthly (default) and yearly income, expenses and net savings from the ledger. */
export function HistoryPage() {
  const me = useMe();
  const [chosen, setChosen] = useState<Currency | null>(null);
  // The primary currency first; NGN if the profile cannot be read.
  const currency = chosen ?? me.data?.primary_currency ?? (me.isError ? 'NGN' : null);

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>History · Owo</title>
      <PageHeading
        title="History"
        description="Your income, expenses and net savings over time."
        actions={<StatementButton currency={currency} />}
      />
      <Tabs defaultValue="monthly" className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Period">
            <TabsTrigger value="monthly" className="px-5">
              Monthly
            </TabsTrigger>
            <TabsTrigger value="yearly" className="px-5">
              Yearly
            </TabsTrigger>
          </TabsList>
          <Select
            value={currency ?? undefined}
            onValueChange={(v) => setChosen(v as Currency)}
            disabled={!currency}
          >
            <SelectTrigger className="w-48" aria-label="Currency">
              <SelectValue placeholder="Currency" />
            </SelectTrigger>
            <SelectContent>
              {CURRENCIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {CURRENCY_INFO[c].name} ({c})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <TabsContent value="monthly">
          <HistoryPanel period="monthly" currency={currency} />
        </TabsContent>
        <TabsContent value="yearly">
          <HistoryPanel period="yearly" currency={currency} />
        </TabsContent>
      </Tabs>
    </main>
  );
}
