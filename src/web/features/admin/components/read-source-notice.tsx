import { DatabaseIcon } from 'lucide-react';
import { readSourceNotice } from '#shared/read-source.ts';
import { useReadSource } from '#web/lib/read-source.ts';

/**
 * A quiet line above the back office's pages while its reports come from the
 * main database because the read replica is behind or unavailable. The live
 * region is always there, so a screen reader hears the notice when it appears.
 */
export function ReadSourceNotice() {
  const notice = readSourceNotice(useReadSource());
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <p className="flex items-start gap-2 border-b bg-muted px-4 py-2 text-sm text-muted-foreground">
          <DatabaseIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{notice}</span>
        </p>
      )}
    </div>
  );
}
