import { createHash } from 'node:crypto';
import { nuban } from '#shared/nuban.ts';

// The simulator's banks: real Nigerian banks with Paystack's codes, and
// deterministic made-up account holders, so a withdrawal can be tried end to end.

const BANK_ROWS: [id: number, name: string, code: string][] = [
  [1, 'Access Bank', '044'],
  [2, 'Citibank Nigeria', '023'],
  [3, 'Ecobank Nigeria', '050'],
  [4, 'Fidelity Bank', '070'],
  [5, 'First Bank of Nigeria', '011'],
  [6, 'First City Monument Bank', '214'],
  [7, 'Guaranty Trust Bank', '058'],
  [8, 'Heritage Bank', '030'],
  [9, 'Jaiz Bank', '301'],
  [10, 'Keystone Bank', '082'],
  [11, 'Kuda Bank', '50211'],
  [12, 'Moniepoint MFB', '50515'],
  [13, 'OPay Digital Services Limited (OPay)', '999992'],
  [14, 'PalmPay', '999991'],
  [15, 'Polaris Bank', '076'],
  [16, 'Providus Bank', '101'],
  [17, 'Stanbic IBTC Bank', '221'],
  [18, 'Standard Chartered Bank', '068'],
  [19, 'Sterling Bank', '232'],
  [20, 'Union Bank of Nigeria', '032'],
  [21, 'United Bank For Africa', '033'],
  [22, 'Unity Bank', '215'],
  [23, 'Wema Bank', '035'],
  [24, 'Zenith Bank', '057'],
];

export const SIM_BANKS = BANK_ROWS.map(([id, name, code]) => ({
  id,
  name,
  slug: name
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-'),
  code,
  longcode: '',
  gateway: null,
  pay_with_bank: false,
  active: true,
  is_deleted: false,
  country: 'Nigeria',
  currency: 'NGN',
  type: 'nuban',
}));

export const simBank = (code: string) => SIM_BANKS.find((b) => b.code === code);

export { isValidAccountNumber, isValidNuban, nuban } from '#shared/nuban.ts';

/** Accounts at GTBank (058) whose transfers the simulator answers in a fixed way. */
export const SIM_ACCOUNTS = {
  bankCode: '058',
  /** Transfers succeed at once and send `transfer.success`. (Any other valid account does too.) */
  succeeds: nuban('058', '012345678'),
  /** Transfers answer `pending`, then fail and send `transfer.failed`. */
  fails: nuban('058', '000000002'),
  /** Transfers stay `pending` forever, to exercise re-querying. */
  staysPending: nuban('058', '000000003'),
  /** Transfers succeed (`transfer.success`), then come back (`transfer.reversed`). */
  reversed: nuban('058', '000000004'),
  /** A valid number the bank does not know: `bank/resolve` answers 422. */
  unknown: nuban('058', '000000009'),
} as const;

const FIRST = ['ADAEZE', 'CHINEDU', 'FOLAKE', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'TUNDE', 'ZAINAB'];
const MIDDLE = ['AMAKA', 'BOLA', 'EMEKA', 'HAUWA', 'KEMI', 'MUSA', 'SADE', 'YUSUF'];
const LAST = ['ADEYEMI', 'BELLO', 'EZE', 'GARBA', 'NWOSU', 'OKAFOR', 'OKONKWO', 'OLAWALE'];

/** The same made-up holder name every time for the same account. */
export function simAccountName(accountNumber: string, bankCode: string) {
  const h = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  const pick = (list: string[], byte: number) => list[(h[byte] ?? 0) % list.length];
  return `${pick(LAST, 0)} ${pick(FIRST, 1)} ${pick(MIDDLE, 2)}`;
}
