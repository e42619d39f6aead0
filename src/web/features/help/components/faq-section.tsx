import { SearchXIcon } from 'lucide-react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '#web/components/ui/accordion.tsx';
import type { Faq } from '../faq-content.ts';

/** The questions that match the search, as an accordion; a clear empty state when none do. */
export function FaqSection({ faqs, query }: { faqs: readonly Faq[]; query: string }) {
  if (!faqs.length)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No results found</p>
        <p className="text-sm text-muted-foreground">
          Nothing matches "{query.trim()}". Try other words, or contact us below.
        </p>
      </div>
    );
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-5 shadow-sm">
      {faqs.map((f) => (
        <AccordionItem key={f.id} value={f.id}>
          <AccordionTrigger className="text-base">{f.question}</AccordionTrigger>
          <AccordionContent className="grid gap-2 text-muted-foreground">
            {f.answer.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
