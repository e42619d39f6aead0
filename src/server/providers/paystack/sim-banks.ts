import { createHash } from 'node:crypto';
import { nuban } from '#shared/nuban.ts';

// The simulator's banks: Paystack's Nigerian list (GET /bank?country=nigeria,
// as a public dump of it read in December 2022 has it: commercial, merchant and
// mortgage banks, microfinance banks, payment service banks and fintechs), and
// deterministic made-up account holders, so a withdrawal can be tried end to end.
// Left out: the few entries whose code is not digits (ALAT by WEMA "035A",
// Astrapolaris "MFB50094", Uhuru "MFB51322"): no NUBAN can be checked against
// them. Moniepoint (50515) is newer than that dump; its code is Paystack's, per
// design/PROVIDERS.md §2.6, as are OPay's and PalmPay's.

const BANK_ROWS: [name: string, code: string][] = [
  ['9mobile 9Payment Service Bank', '120001'],
  ['Abbey Mortgage Bank', '801'],
  ['Above Only MFB', '51204'],
  ['Abulesoro MFB', '51312'],
  ['Access Bank', '044'],
  ['Access Bank (Diamond)', '063'],
  ['Accion Microfinance Bank', '602'],
  ['Ahmadu Bello University Microfinance Bank', '50036'],
  ['Airtel Smartcash PSB', '120004'],
  ['Amju Unique MFB', '50926'],
  ['Aramoko MFB', '50083'],
  ['ASO Savings and Loans', '401'],
  ['Bainescredit MFB', '51229'],
  ['Bowen Microfinance Bank', '50931'],
  ['Carbon', '565'],
  ['CEMCS Microfinance Bank', '50823'],
  ['Chanelle Microfinance Bank Limited', '50171'],
  ['Citibank Nigeria', '023'],
  ['Corestep MFB', '50204'],
  ['Coronation Merchant Bank', '559'],
  ['Crescent MFB', '51297'],
  ['Dot Microfinance Bank', '50162'],
  ['Ecobank Nigeria', '050'],
  ['Ekimogun MFB', '50263'],
  ['Ekondo Microfinance Bank', '098'],
  ['Eyowo', '50126'],
  ['Fairmoney Microfinance Bank', '51318'],
  ['Fidelity Bank', '070'],
  ['Firmus MFB', '51314'],
  ['First Bank of Nigeria', '011'],
  ['First City Monument Bank', '214'],
  ['FSDH Merchant Bank Limited', '501'],
  ['Gateway Mortgage Bank LTD', '812'],
  ['Globus Bank', '00103'],
  ['GoMoney', '100022'],
  ['Goodnews Microfinance Bank', '50739'],
  ['Greenwich Merchant Bank', '562'],
  ['Guaranty Trust Bank', '058'],
  ['Hackman Microfinance Bank', '51251'],
  ['Hasal Microfinance Bank', '50383'],
  ['Heritage Bank', '030'],
  ['HopePSB', '120002'],
  ['Ibile Microfinance Bank', '51244'],
  ['Ikoyi Osun MFB', '50439'],
  ['Ilaro Poly Microfinance Bank', '50442'],
  ['Infinity MFB', '50457'],
  ['Jaiz Bank', '301'],
  ['Kadpoly MFB', '50502'],
  ['Keystone Bank', '082'],
  ['Kredi Money MFB LTD', '50200'],
  ['Kuda Bank', '50211'],
  ['Lagos Building Investment Company Plc.', '90052'],
  ['Links MFB', '50549'],
  ['Living Trust Mortgage Bank', '031'],
  ['Lotus Bank', '303'],
  ['Mayfair MFB', '50563'],
  ['Mint MFB', '50304'],
  ['Moniepoint MFB', '50515'],
  ['MTN Momo PSB', '120003'],
  ['OPay Digital Services Limited (OPay)', '999992'],
  ['Paga', '100002'],
  ['PalmPay', '999991'],
  ['Parallex Bank', '104'],
  ['Parkway - ReadyCash', '311'],
  ['Petra Microfinance Bank Plc', '50746'],
  ['Polaris Bank', '076'],
  ['Polyunwana MFB', '50864'],
  ['PremiumTrust Bank', '105'],
  ['Providus Bank', '101'],
  ['QuickFund MFB', '51293'],
  ['Rand Merchant Bank', '502'],
  ['Refuge Mortgage Bank', '90067'],
  ['Rubies MFB', '125'],
  ['Safe Haven MFB', '51113'],
  ['Safe Haven Microfinance Bank Limited', '951113'],
  ['Shield MFB', '50582'],
  ['Solid Rock MFB', '50800'],
  ['Sparkle Microfinance Bank', '51310'],
  ['Stanbic IBTC Bank', '221'],
  ['Standard Chartered Bank', '068'],
  ['Stellas MFB', '51253'],
  ['Sterling Bank', '232'],
  ['Suntrust Bank', '100'],
  ['Supreme MFB', '50968'],
  ['TAJ Bank', '302'],
  ['Tanadi Microfinance Bank', '090560'],
  ['Tangerine Money', '51269'],
  ['TCF MFB', '51211'],
  ['Titan Bank', '102'],
  ['Titan Paystack', '100039'],
  ['Unaab Microfinance Bank Limited', '50870'],
  ['Unical MFB', '50871'],
  ['Unilag Microfinance Bank', '51316'],
  ['Union Bank of Nigeria', '032'],
  ['United Bank For Africa', '033'],
  ['Unity Bank', '215'],
  ['VFD Microfinance Bank Limited', '566'],
  ['Wema Bank', '035'],
  ['Zenith Bank', '057'],
];

export const SIM_BANKS = BANK_ROWS.map(([name, code], i) => ({
  id: i + 1,
  name,
  slug: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
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

const cursorOf = (id: number) => Buffer.from(`bank:${id}`).toString('base64');
const idOfCursor = (cursor: string) =>
  Number(/^bank:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString())?.[1] ?? 0);

/**
 * One page of GET /bank, as Paystack pages it: `perPage` (default 50, at most
 * 100), then either `use_cursor=true` with `next` (meta.next is null on the
 * last page) or a `page` number.
 */
export function simBankPage(q: {
  perPage?: string;
  useCursor: boolean;
  next?: string;
  page?: string;
}) {
  const perPage = Math.min(100, Math.max(1, Number(q.perPage) || 50));
  if (q.useCursor) {
    const after = q.next ? idOfCursor(q.next) : 0;
    const data = SIM_BANKS.filter((b) => b.id > after).slice(0, perPage);
    const last = data.at(-1);
    const more = last !== undefined && last.id < (SIM_BANKS.at(-1)?.id ?? 0);
    return {
      data,
      meta: {
        next: more ? cursorOf(last.id) : null,
        previous: after ? cursorOf(after) : null,
        perPage,
      },
    };
  }
  const page = Math.max(1, Number(q.page) || 1);
  return {
    data: SIM_BANKS.slice((page - 1) * perPage, page * perPage),
    meta: {
      total: SIM_BANKS.length,
      skipped: (page - 1) * perPage,
      perPage,
      page,
      pageCount: Math.ceil(SIM_BANKS.length / perPage),
    },
  };
}

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
