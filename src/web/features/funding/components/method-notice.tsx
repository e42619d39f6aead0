import { InfoIcon } from 'lucide-react';
import type { Currency } from '#shared/constants.ts';
import {
  CARD_FUNDING_NGN_ONLY,
  CARD_FUNDING_UNAVAILABLE,
  type CardFundingOptions,
} from '#shared/schemas/funding.ts';
import type { PaymentMethod } from './method-select.tsx';

/** Why the chosen method cannot take this payment, or null when it can. */
export function methodProblem(
  method: PaymentMethod,
  currency: Currency,
  card: CardFundingOptions | undefined,
): string | null {
  if (method === 'mobile')
    return 'Mobile Money is not available with our payment provider yet. Please pay with a card or use the bank transfer below.';
  if (method !== 'card' || !card) return null;
  if (!card.available) return CARD_FUNDING_UNAVAILABLE;
  if (!card.currencies.includes(currency)) return CARD_FUNDING_NGN_ONLY;
  return null;
}

const BANK_STEPS =
  'Transfer the amount from your bank app to the account below. Your wallet is credited once the transfer is confirmed; if it is not credited within 30 minutes, contact support with your transaction reference.';
/** With an account number of their own, the credit needs nobody: no promise about support. */
const OWN_ACCOUNT_STEPS =
  'Transfer the amount from your bank app to your own account number below. Your NGN wallet is credited by itself as soon as the bank confirms the transfer.';

/** The note under the method select: a problem, or the bank-transfer instructions. */
export function MethodNotice({
  method,
  problem,
  ownAccount,
}: {
  method: PaymentMethod;
  problem: string | null;
  /** The customer transfers to their own account number. */
  ownAccount: boolean;
}) {
  const steps = ownAccount ? OWN_ACCOUNT_STEPS : BANK_STEPS;
  const text = problem ?? (method === 'bank' ? steps : null);
  if (!text) return null;
  return (
    <p role="status" className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
