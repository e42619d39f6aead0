import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { CURRENCIES, CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import {
  GIFT_CARD_DEFAULTS,
  GIFT_CARD_EXPIRY_DAYS_MAX,
  GIFT_CARD_QUANTITY_MAX,
  type GiftCard,
} from '#shared/schemas/gift-cards.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { isApiError, newIdempotencyKey } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useCreateGiftCards } from '../api/gift-cards.ts';
import { type CreateFormValues, EMPTY_FORM, toCreateRequest } from '../lib/create-form.ts';

/**
 * The Create Gift Card dialog: amount, currency, quantity and expiry. The
 * batch is made whole or not at all; `onCreated` gets the new cards.
 */
export function CreateGiftCardDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (cards: GiftCard[]) => void;
}) {
  const [values, setValues] = useState<CreateFormValues>(EMPTY_FORM);
  const create = useCreateGiftCards();
  const set = (patch: Partial<CreateFormValues>) => setValues((v) => ({ ...v, ...patch }));
  // One key per batch asked for: the same request again (a retry) reuses it.
  const intent = useRef<{ what: string; key: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = toCreateRequest(values);
    if ('error' in checked) {
      notify.error('Error', checked.error);
      return;
    }
    const what = JSON.stringify(checked.request);
    if (intent.current?.what !== what) intent.current = { what, key: newIdempotencyKey() };
    create.mutate(
      { body: checked.request, idempotencyKey: intent.current.key },
      {
        onSuccess: ({ items }) => {
          intent.current = null;
          notify.success('Success', `Created ${items.length} gift card(s) successfully`);
          setValues(EMPTY_FORM);
          onOpenChange(false);
          onCreated(items);
        },
        onError: (error) =>
          notify.error('Error', isApiError(error) ? error.message : 'Failed to create gift card'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Gift Card</DialogTitle>
          <DialogDescription>Generate new gift cards for users to redeem</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="gift-amount">Amount</Label>
            <Input
              id="gift-amount"
              type="number"
              inputMode="decimal"
              min={GIFT_CARD_DEFAULTS.minAmountHint}
              step="0.01"
              placeholder="Enter amount"
              value={values.amount}
              onChange={(e) => set({ amount: e.target.value })}
              aria-describedby="gift-amount-hint"
            />
            <p id="gift-amount-hint" className="text-xs text-muted-foreground">
              Minimum {GIFT_CARD_DEFAULTS.minAmountHint}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="gift-currency">Currency</Label>
            <Select value={values.currency} onValueChange={(c) => set({ currency: c as Currency })}>
              <SelectTrigger id="gift-currency">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CURRENCIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c} - {CURRENCY_INFO[c].name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="gift-quantity">Quantity</Label>
              <Input
                id="gift-quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={GIFT_CARD_QUANTITY_MAX}
                step={1}
                value={values.quantity}
                onChange={(e) => set({ quantity: e.target.value })}
                aria-describedby="gift-quantity-hint"
              />
              <p id="gift-quantity-hint" className="text-xs text-muted-foreground">
                Create multiple cards at once
              </p>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="gift-expiry">Expires In (Days)</Label>
              <Input
                id="gift-expiry"
                type="number"
                inputMode="numeric"
                min={1}
                max={GIFT_CARD_EXPIRY_DAYS_MAX}
                step={1}
                value={values.expiresInDays}
                onChange={(e) => set({ expiresInDays: e.target.value })}
              />
            </div>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={create.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {create.isPending ? 'Creating...' : 'Create Gift Card'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
