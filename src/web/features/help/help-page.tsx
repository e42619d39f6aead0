import { SearchIcon } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { PageHeading } from '#web/components/page-heading.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ContactOptions } from './components/contact-options.tsx';
import { DocumentationList } from './components/documentation-card.tsx';
import { FaqSection } from './components/faq-section.tsx';
import { FAQS, searchFaqs } from './faq-content.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /help: searchable answers, ways to reach support, and the documents. */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const faqs = searchFaqs(deferred);
  const ids = { search: useId(), faq: useId(), contact: useId(), docs: useId() };
  const searching = deferred.trim().length > 0;

  return (
    <main className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <title>Help and Support · Owo</title>
      <PageHeading
        title="Help and Support"
        description="Find answers or get in touch with our team"
      />
      <search className="relative">
        <label htmlFor={ids.search} className="sr-only">
          Search help articles
        </label>
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={ids.search}
          type="search"
          placeholder="Search for help..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="h-12 pl-10 text-base md:text-base"
          autoComplete="off"
        />
      </search>
      <Section id={ids.faq} title="Frequently Asked Questions">
        <p className="sr-only" aria-live="polite">
          {searching ? `${faqs.length} of ${FAQS.length} questions match` : ''}
        </p>
        <FaqSection faqs={faqs} query={deferred} />
      </Section>
      <Section id={ids.contact} title="Contact Us">
        <ContactOptions />
      </Section>
      <Section id={ids.docs} title="Documentation">
        <DocumentationList />
      </Section>
    </main>
  );
}
