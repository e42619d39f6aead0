import { CopyButton } from '#web/components/copy-button.tsx';

export function ReferenceRow({ reference }: { reference: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-muted p-3">
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">Reference</p>
        <p className="font-mono text-sm break-all">{reference}</p>
      </div>
      <CopyButton value={reference} what="reference" />
    </div>
  );
}
