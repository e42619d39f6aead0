import { PageHeading } from '#web/components/page-heading.tsx';
import { AirtimeCashForm } from './components/airtime-cash-form.tsx';
import { HowItWorks } from './components/how-it-works.tsx';

/** /airtime-to-cash (Card2Cash): convert airtime into naira in the NGN wallet. */
export function AirtimeToCashPage() {
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:max-w-5xl">
      <title>Airtime to Cash · Owo</title>
      <PageHeading
        title="Airtime to Cash"
        description="Turn airtime into naira in your NGN wallet"
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <AirtimeCashForm />
        <HowItWorks />
      </div>
    </main>
  );
}
