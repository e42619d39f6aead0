import { z } from 'zod';
import { type AssignInput, DedicatedAccountData } from './dedicated-accounts.ts';
import { allPages, type DayRange } from './list-pages.ts';
import { type PaystackClientOptions, paystackRequests } from './request.ts';
import {
  Bank,
  InitializeData,
  type InitializeInput,
  Recipient,
  ResolvedAccount,
  TransactionData,
  Transfer,
  type TransferInput,
} from './shapes.ts';

// Paystack's HTTP API (https://paystack.com/docs/api/): the calls we make. The
// shapes of its answers are in ./shapes.ts, one request and its errors in ./request.ts.

const CursorMeta = z.looseObject({ next: z.string().nullable().optional() });
/** Ten pages of 100: well past any country's list, and a bound on a cursor that never ends. */
const MAX_BANK_PAGES = 10;

export type PaystackClient = ReturnType<typeof createPaystackClient>;

export function createPaystackClient(options: PaystackClientOptions) {
  const { base, request, dataOf, call } = paystackRequests(options);

  const seg = encodeURIComponent;
  const list = <T extends z.ZodType>(what: string, path: string, range: DayRange, item: T) =>
    allPages(
      (p) => request(what, 'GET', p),
      path,
      range,
      (r) => dataOf(what, r, z.array(item)),
    );

  return {
    baseUrl: base,

    initializeTransaction: (input: InitializeInput) =>
      call('initialize', 'POST', '/transaction/initialize', InitializeData, {
        ...input,
        // Paystack documents the amount as a string of subunits.
        amount: String(input.amount),
      }),

    verifyTransaction: (reference: string) =>
      call('verify', 'GET', `/transaction/verify/${seg(reference)}`, TransactionData),

    /**
     * Every bank: Nigeria's list is longer than Paystack's largest page (100),
     * so the pages are followed by cursor until `meta.next` is null.
     */
    listBanks: async (currency = 'NGN') => {
      const banks: z.infer<typeof Bank>[] = [];
      let next: string | null | undefined;
      for (let page = 0; page < MAX_BANK_PAGES; page++) {
        const cursor = next ? `&next=${seg(next)}` : '';
        const json = await request(
          'list banks',
          'GET',
          `/bank?country=nigeria&currency=${seg(currency)}&perPage=100&use_cursor=true${cursor}`,
        );
        banks.push(...dataOf('list banks', json, z.array(Bank)));
        next = CursorMeta.safeParse(json.meta).data?.next;
        if (!next) break;
      }
      return banks;
    },

    resolveAccount: (accountNumber: string, bankCode: string) =>
      call(
        'resolve account',
        'GET',
        `/bank/resolve?account_number=${seg(accountNumber)}&bank_code=${seg(bankCode)}`,
        ResolvedAccount,
      ),

    createTransferRecipient: (input: {
      name: string;
      account_number: string;
      bank_code: string;
      currency?: string;
    }) =>
      call('create recipient', 'POST', '/transferrecipient', Recipient, {
        type: 'nuban',
        currency: 'NGN',
        ...input,
      }),

    initiateTransfer: (input: TransferInput) =>
      call('transfer', 'POST', '/transfer', Transfer, {
        source: 'balance',
        currency: 'NGN',
        ...input,
      }),

    verifyTransfer: (reference: string) =>
      call('verify transfer', 'GET', `/transfer/verify/${seg(reference)}`, Transfer),

    /** Every transaction (card charges and bank transfers in) created in [from, to), newest first. */
    listTransactions: (range: DayRange) =>
      list('list transactions', '/transaction', range, TransactionData),

    /** Every transfer created in [from, to), newest first. */
    listTransfers: (range: DayRange) => list('list transfers', '/transfer', range, Transfer),

    /**
     * Asks for the customer's dedicated account (single-step assign). Paystack
     * usually answers "in progress" (account null) and tells the outcome by
     * webhook; an answer that already carries the account is taken as it is.
     */
    assignDedicatedAccount: async (input: AssignInput) => {
      const reply = await request('assign dedicated account', 'POST', '/dedicated_account/assign', {
        ...input,
        country: 'NG',
      });
      const account = DedicatedAccountData.safeParse(reply.data);
      return { account: account.success ? account.data : null };
    },

    /** Asks Paystack to send again the charge.success of the account's transfers of that day. */
    requeryDedicatedAccount: async (q: {
      accountNumber: string;
      bankSlug: string;
      date: string;
    }) => {
      const query = `account_number=${seg(q.accountNumber)}&provider_slug=${seg(q.bankSlug)}&date=${seg(q.date)}`;
      await request('requery dedicated account', 'GET', `/dedicated_account/requery?${query}`);
    },
  };
}
