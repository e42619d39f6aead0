import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** What a signed-in non-administrator sees on any back-office path: nothing of the back office. */
export function AccessDenied() {
  return (
    <main className="grid min-h-dvh place-items-center bg-background p-6">
      <title>Access Denied · Owo</title>
      <div className="flex max-w-sm flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm">
        <div className="grid size-14 place-items-center rounded-full bg-red-100">
          <ShieldAlertIcon className="size-7 text-red-700" aria-hidden="true" />
        </div>
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold">Access Denied</h1>
          <p className="text-sm text-muted-foreground">You don't have admin privileges</p>
        </div>
        <Button asChild className="w-full">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
