import { BookOpenIcon, FileTextIcon, ScaleIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { DOCS, type HelpDoc } from '../docs-content.ts';

const ICONS = { guide: BookOpenIcon, privacy: FileTextIcon, terms: ScaleIcon } as const;

function DocDialog({ doc }: { doc: HelpDoc }) {
  const Icon = ICONS[doc.id];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-auto justify-start py-3">
          <Icon aria-hidden="true" />
          {doc.title}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{doc.title}</DialogTitle>
          <DialogDescription>{doc.summary}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm">
          {doc.sections.map((s) => (
            <section key={s.heading}>
              <h3 className="font-semibold">{s.heading}</h3>
              <p className="mt-1 text-muted-foreground">{s.body}</p>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function DocumentationList() {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {DOCS.map((d) => (
        <DocDialog key={d.id} doc={d} />
      ))}
    </div>
  );
}
