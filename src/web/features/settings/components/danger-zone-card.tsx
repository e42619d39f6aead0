import { MailIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';
import { notify } from '#web/lib/toast.ts';

/** Deletion is not done in the app; after confirming, the user is sent to support. */
export function DangerZoneCard() {
  const config = usePublicConfig();
  const email = config.data?.support.email;
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);

  const confirm = () => {
    setOpen(false);
    setAsked(true);
    notify.info(
      'Account Deletion',
      email
        ? `Please contact support to delete your account at ${email}`
        : 'Please contact support to delete your account',
    );
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Danger Zone</CardTitle>
        <CardDescription>Closing your account is permanent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="destructive" className="sm:justify-self-start">
              <Trash2Icon aria-hidden="true" />
              Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Are you sure you want to delete your account? Your wallets, balances and history
                will be closed. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirm}>
                Yes, delete my account
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        {asked && (
          <p role="status" className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
            <MailIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              To delete your account, please contact support
              {email ? (
                <>
                  {' at '}
                  <a href={`mailto:${email}`} className="font-medium text-primary underline">
                    {email}
                  </a>
                </>
              ) : null}{' '}
              from the address you signed up with. We'll confirm it's you, help you withdraw any
              remaining balance, then close the account.
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
