import { GiftIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '#shared/money.ts';
import { GIFT_CARD_MESSAGES, normaliseGiftCardCode } from '#shared/schemas/gift-cards.ts';
import { refusalText } from '#web/components/limit-refusal.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { isApiError, newIdempotencyKey } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useRedeemGiftCard } from '../api/redeem-gift-card.ts';

/** How long the success shows before the dashboard. */
const REDIRECT_MS = 1_500;

/** A gift card code, redeemed into the wallet of the card's currency. */
export function GiftCardPanel() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemGiftCard();
  const navigate = useNavigate();
  // One key per code tried: a retry of the same code cannot credit twice.
  const intent = useRef<{ code: string; key: string } | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // As the server reads it, so one key covers "abcd efgh…" and "ABCD-EFGH-…" alike.
    const clean = normaliseGiftCardCode(code);
    if (!clean) {
      setError(GIFT_CARD_MESSAGES.emptyCode);
      notify.error('Error', GIFT_CARD_MESSAGES.emptyCode);
      return;
    }
    setError(null);
    if (intent.current?.code !== clean) intent.current = { code: clean, key: newIdempotencyKey() };
    redeem.mutate(
      { code: clean, idempotencyKey: intent.current.key },
      {
        onSuccess: ({ amount, currency }) => {
          notify.success('Success!', `Wallet credited with ${formatMoney(amount, currency)}`);
          setCode('');
          intent.current = null;
          redirect.current = setTimeout(() => navigate('/dashboard'), REDIRECT_MS);
        },
        onError: (err) => {
          const message = isApiError(err) ? err.message : 'Failed to redeem gift card';
          setError(message);
          // A credit above the tier's maximum balance says so, with the way to the limits card.
          notify.error('Error', refusalText(err, message));
        },
      },
    );
  };

  const busy = redeem.isPending || redeem.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="gift-heading">
      <div>
        <h2 id="gift-heading" className="text-lg font-semibold">
          Gift Card
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter your gift card code. Its amount is added to your wallet in the card's currency.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="gift-card-code">Gift Card Code</Label>
        <Input
          id="gift-card-code"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={error ? 'gift-card-error' : undefined}
          className="font-mono tracking-wider uppercase placeholder:normal-case"
        />
        {error && (
          <p id="gift-card-error" role="alert" className="text-sm text-destructive">
            {refusalText(error === redeem.error?.message ? redeem.error : null, error)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={code === '' || busy}>
        {redeem.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <GiftIcon aria-hidden="true" />
        )}
        {redeem.isPending ? 'Redeeming...' : 'Redeem Gift Card'}
      </Button>
    </form>
  );
}
