import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { AirtimeRatesTab } from './components/airtime-rates-tab.tsx';
import { ExchangeRatesTab } from './components/exchange-rates-tab.tsx';

/** Rates Management: exchange rates and airtime fees, each edited in place. */
export function AdminRatesPage() {
  return (
    <AdminPage
      title="Rates Management"
      description="Exchange rates used by conversions, and the airtime-to-cash fee of each network"
    >
      <Tabs defaultValue="exchange" className="grid gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="exchange">Exchange Rates</TabsTrigger>
          <TabsTrigger value="airtime">Airtime Rates</TabsTrigger>
        </TabsList>
        <TabsContent value="exchange">
          <ExchangeRatesTab />
        </TabsContent>
        <TabsContent value="airtime">
          <AirtimeRatesTab />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
