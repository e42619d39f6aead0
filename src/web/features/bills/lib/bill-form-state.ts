import type { BillVerifyResult } from '#shared/schemas/bills.ts';
import { type Network, networkOf } from '#shared/schemas/bills-networks.ts';
import type {
  CableProvider,
  DataCategory,
  Disco,
  MeterType,
} from '#shared/schemas/bills-options.ts';

/** Everything the Payment Details form holds, for every service. Amounts stay text until sent. */
export interface BillFormState {
  network: Network | null;
  phone: string;
  amount: string;
  category: DataCategory;
  planId: string | null;
  disco: Disco | null;
  meterType: MeterType | null;
  meterNumber: string;
  provider: CableProvider | null;
  packageId: string | null;
  smartcard: string;
  /** The customer the provider named for the number, type and DISCO (or provider) now entered. */
  verification: BillVerifyResult | null;
}

export const EMPTY_BILL_FORM: BillFormState = {
  network: null,
  phone: '',
  amount: '',
  category: 'daily',
  planId: null,
  disco: null,
  // Most Nigerian meters are prepaid: the default, changeable on the form.
  meterType: 'prepaid',
  meterNumber: '',
  provider: null,
  packageId: null,
  smartcard: '',
  verification: null,
};

/** What a verification was asked for; a result for anything else arrives too late and is dropped. */
export interface VerifiedFor {
  disco?: Disco | null;
  meterType?: MeterType | null;
  meterNumber?: string;
  provider?: CableProvider | null;
  smartcard?: string;
}

export type BillFormAction =
  | { type: 'network'; network: Network }
  | { type: 'phone'; phone: string }
  | { type: 'amount'; amount: string }
  | { type: 'category'; category: DataCategory }
  | { type: 'plan'; planId: string }
  | { type: 'disco'; disco: Disco }
  | { type: 'meterType'; meterType: MeterType }
  | { type: 'meterNumber'; meterNumber: string }
  | { type: 'provider'; provider: CableProvider }
  | { type: 'package'; packageId: string }
  | { type: 'smartcard'; smartcard: string }
  | { type: 'verified'; result: BillVerifyResult; for: VerifiedFor }
  | { type: 'reset' };

const digits = (v: string) => v.replace(/\D/g, '');

// A new network clears the plan and goes back to the daily tab.
function withNetwork(state: BillFormState, network: Network): BillFormState {
  if (state.network === network) return state;
  return { ...state, network, planId: null, category: 'daily' };
}

function stillAsked(state: BillFormState, f: VerifiedFor): boolean {
  return (Object.keys(f) as (keyof VerifiedFor)[]).every((k) => state[k] === f[k]);
}

export function billFormReducer(state: BillFormState, action: BillFormAction): BillFormState {
  switch (action.type) {
    case 'network':
      return withNetwork(state, action.network);
    case 'phone': {
      const next = { ...state, phone: action.phone };
      // The network is guessed once the fourth digit is typed; the user may still change it.
      const before = digits(state.phone).slice(0, 4);
      const after = digits(action.phone).slice(0, 4);
      const guess = after !== before ? networkOf(after) : null;
      return guess ? withNetwork(next, guess) : next;
    }
    case 'amount':
      return { ...state, amount: action.amount };
    case 'category':
      return state.category === action.category
        ? state
        : { ...state, category: action.category, planId: null };
    case 'plan':
      return { ...state, planId: action.planId };
    case 'disco':
      return { ...state, disco: action.disco, verification: null };
    case 'meterType':
      return { ...state, meterType: action.meterType, verification: null };
    case 'meterNumber':
      return { ...state, meterNumber: action.meterNumber, verification: null };
    case 'provider':
      return state.provider === action.provider
        ? state
        : { ...state, provider: action.provider, packageId: null, verification: null };
    case 'package':
      return { ...state, packageId: action.packageId };
    case 'smartcard':
      return { ...state, smartcard: action.smartcard, verification: null };
    case 'verified':
      return stillAsked(state, action.for) ? { ...state, verification: action.result } : state;
    case 'reset':
      return EMPTY_BILL_FORM;
  }
}
