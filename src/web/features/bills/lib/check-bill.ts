import { MoneyError, parseAmount } from '#shared/money.ts';
import type { CablePackage, DataPlan } from '#shared/schemas/bills.ts';
import type { BillService } from '#shared/schemas/bills-options.ts';
import {
  BILL_LIMITS,
  BILL_MESSAGES,
  type BillCreateInput,
  BillCreateSchema,
} from '#shared/schemas/bills-requests.ts';
import type { BillFormState } from './bill-form-state.ts';

/** The form's fields, named as the API names them. */
export type BillField =
  | 'network'
  | 'phone'
  | 'amount'
  | 'plan_id'
  | 'disco'
  | 'meter_type'
  | 'meter_number'
  | 'provider'
  | 'smartcard'
  | 'package_id';

export interface BillCheck {
  /** What is wrong with each field now; the form shows a field's once it was left. */
  errors: Partial<Record<BillField, string>>;
  /** The request, once every field is right. */
  body: BillCreateInput | null;
  /** Kobo: the entered amount, or the chosen plan's or package's price. */
  amount: number | null;
  /** Verification is asked for and not yet done. */
  needsVerification: boolean;
  /** Everything is there: the Pay button may be pressed. */
  ready: boolean;
}

export const FORM_MESSAGES = {
  network: 'Please select a network',
  disco: 'Please select an electricity provider',
  meterType: 'Please choose a meter type',
  provider: 'Please select a cable provider',
  /** The form's own ceiling for airtime and electricity, below the service's ₦1,000,000. */
  formMax: 'Maximum amount is ₦100,000',
} as const;

function amountError(service: 'airtime' | 'electricity', text: string) {
  let kobo: number;
  try {
    kobo = parseAmount(text, { currency: 'NGN' });
  } catch (e) {
    return { error: e instanceof MoneyError ? e.message : 'Enter an amount', kobo: null };
  }
  const { min, max } = BILL_LIMITS[service];
  if (kobo < min * 100)
    return {
      error: service === 'airtime' ? BILL_MESSAGES.airtimeMin : BILL_MESSAGES.electricityMin,
      kobo,
    };
  if (kobo > BILL_LIMITS.max * 100) return { error: BILL_MESSAGES.maxAmount, kobo };
  if (kobo > max * 100) return { error: FORM_MESSAGES.formMax, kobo };
  return { error: undefined, kobo };
}

/** The request the form's fields make, before the shared schema judges it. */
function draft(service: BillService, s: BillFormState, amount: number | null) {
  const n = amount ?? Number.NaN;
  switch (service) {
    case 'airtime':
      return { service, network: s.network, phone: s.phone, amount: n };
    case 'data':
      return { service, network: s.network, phone: s.phone, plan_id: s.planId ?? '' };
    case 'electricity':
      return {
        service,
        disco: s.disco,
        meter_number: s.meterNumber,
        meter_type: s.meterType,
        amount: n,
        ...(s.phone.trim() ? { phone: s.phone } : {}),
      };
    case 'cable':
      return {
        service,
        provider: s.provider,
        smartcard: s.smartcard,
        package_id: s.packageId ?? '',
        phone: s.phone,
      };
  }
}

const CHOICE_MESSAGES: Partial<Record<BillField, string>> = {
  network: FORM_MESSAGES.network,
  disco: FORM_MESSAGES.disco,
  meter_type: FORM_MESSAGES.meterType,
  provider: FORM_MESSAGES.provider,
};

/**
 * Judges the form with the same schema the server uses (BillCreateSchema), plus the
 * form's own bounds, the chosen plan or package, and the verification electricity
 * and cable need.
 */
export function checkBill(
  service: BillService,
  s: BillFormState,
  lookups: { plans: DataPlan[]; packages: CablePackage[] },
): BillCheck {
  const errors: BillCheck['errors'] = {};
  let amount: number | null = null;
  if (service === 'airtime' || service === 'electricity') {
    const a = amountError(service, s.amount);
    amount = a.kobo;
    if (a.error) errors.amount = a.error;
  } else if (service === 'data') {
    amount = lookups.plans.find((p) => p.id === s.planId)?.amount ?? null;
    if (s.planId && amount === null) errors.plan_id = BILL_MESSAGES.planRequired;
  } else {
    amount = lookups.packages.find((p) => p.id === s.packageId)?.amount ?? null;
    if (s.packageId && amount === null) errors.package_id = BILL_MESSAGES.packageRequired;
  }

  const parsed = BillCreateSchema.safeParse(draft(service, s, amount));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BillField;
      errors[field] ??= CHOICE_MESSAGES[field] ?? issue.message;
    }

  const valid = Object.keys(errors).length === 0;
  const needsVerification =
    (service === 'electricity' || service === 'cable') && s.verification === null;
  return {
    errors,
    body: valid ? (draft(service, s, amount) as BillCreateInput) : null,
    amount,
    needsVerification,
    ready: valid && !needsVerification,
  };
}
