import {
  AIRTIME_CASH_LIMITS,
  type AirtimeCashCreateInput,
  AirtimeCashPhoneSchema,
  type AirtimeNetwork,
  airtimeNetworkOfPhone,
  AIRTIME_CASH_MESSAGES as M,
  TransferPinSchema,
  UNAVAILABLE_NETWORK,
} from '#shared/schemas/airtime-cash.ts';

/** What the form holds; the amount is whole naira as typed (digits only). */
export interface AirtimeCashForm {
  network: AirtimeNetwork | null;
  amount: string;
  phone: string;
  pin: string;
}

export const EMPTY_FORM: AirtimeCashForm = { network: null, amount: '', phone: '', pin: '' };

/**
 * A new phone number: as in airtime, the network is picked from its first four
 * digits once the fourth is typed (and again only when they change); the
 * customer may still choose another.
 */
export function withPhone(form: AirtimeCashForm, phone: string): AirtimeCashForm {
  const before = form.phone.replace(/\D/g, '').slice(0, 4);
  const after = phone.replace(/\D/g, '').slice(0, 4);
  const guess = after !== before ? airtimeNetworkOfPhone(after) : null;
  return { ...form, phone, network: guess ?? form.network };
}

/** A note when the chosen network is not the one the number's prefix names; null when they agree or either is unknown. */
export function networkMismatch(form: AirtimeCashForm): string | null {
  const byPrefix = airtimeNetworkOfPhone(form.phone);
  if (!byPrefix || !form.network || byPrefix === form.network) return null;
  return M.networkMismatch(byPrefix);
}

export type AirtimeCashField = 'network' | 'amount' | 'phone' | 'transfer_pin';

export interface Problem {
  field: AirtimeCashField;
  title: string;
  message: string;
}

export interface AmountHint {
  text: string;
  ok: boolean;
}

export interface AirtimeCashCheck {
  /** Kobo, once an amount is typed. */
  amount: number | null;
  /** The amount field's inline hint: Valid amount, Amount too low, Amount too high. */
  hint: AmountHint | null;
  /** What is wrong with each field now (the form shows a field's once it was left). */
  errors: Partial<Record<AirtimeCashField, string>>;
  /** The first thing to fix (network, amount, phone, transfer pin), for the toast on submit. */
  problem: Problem | null;
  /** The request, once nothing is wrong. */
  body: AirtimeCashCreateInput | null;
}

const { minNaira, maxNaira } = AIRTIME_CASH_LIMITS;

/** The checks, in this order: network, amount, phone, transfer pin; 9Mobile is refused. */
export function checkAirtimeCash(form: AirtimeCashForm): AirtimeCashCheck {
  const naira = form.amount === '' ? null : Number(form.amount);
  const amount = naira === null || !Number.isSafeInteger(naira) ? null : naira * 100;
  const hint: AmountHint | null =
    naira === null
      ? null
      : naira < minNaira
        ? { text: M.hintLow, ok: false }
        : naira > maxNaira
          ? { text: M.hintHigh, ok: false }
          : { text: M.hintValid, ok: true };

  const problems: Problem[] = [];
  if (!form.network)
    problems.push({ field: 'network', title: M.networkRequiredTitle, message: M.networkRequired });
  else if (form.network === UNAVAILABLE_NETWORK)
    problems.push({ field: 'network', title: M.unavailableTitle, message: M.unavailable });
  if (naira === null || naira < minNaira)
    problems.push({ field: 'amount', title: M.amountLowTitle, message: M.amountLow });
  else if (naira > maxNaira)
    problems.push({ field: 'amount', title: M.amountHighTitle, message: M.amountHigh });
  if (!AirtimeCashPhoneSchema.safeParse(form.phone).success)
    problems.push({ field: 'phone', title: M.phoneTitle, message: M.phone });
  if (!TransferPinSchema.safeParse(form.pin).success)
    problems.push({ field: 'transfer_pin', title: M.pinTitle, message: M.pin });

  const errors: AirtimeCashCheck['errors'] = {};
  for (const p of problems) errors[p.field] ??= p.message;
  return {
    amount,
    hint,
    errors,
    problem: problems[0] ?? null,
    body:
      problems.length === 0 && form.network && amount !== null
        ? { network: form.network, amount, phone: form.phone, transfer_pin: form.pin }
        : null,
  };
}
