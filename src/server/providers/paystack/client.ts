import { z } from 'zod';
import { AppError } from '#server/http/errors.ts';
import {
  type ProviderHttp,
  type ProviderReply,
  providerHttp,
} from '#server/providers/http-client.ts';
import { type AssignInput, DedicatedAccountData } from './dedicated-accounts.ts';
import { allPages, type DayRange } from './list-pages.ts';

// Paystack's HTTP API (https://paystack.com/docs/api/): every answer is
// `{ status, message, data }`; amounts are integers in the currency's subunit.

const DEFAULT_TIMEOUT_MS = 10_000;

/** A Paystack call that failed: unreachable, refused, or answered in a shape we do not know. */
export class PaystackError extends AppError {
  constructor(
    message: string,
    /** Paystack's HTTP status (0 when it never answered). */
    readonly httpStatus: number,
    /** Paystack's own message, for logs and for callers that branch on it. */
    readonly providerMessage?: string,
  ) {
    super('PROVIDER_ERROR', message);
  }
}

const Envelope = z.object({ status: z.boolean(), message: z.string().optional().default('') });

const money = z.number().int();

export const InitializeData = z.object({
  authorization_url: z.string().url(),
  access_code: z.string(),
  reference: z.string(),
});

export const TransactionData = z.looseObject({
  id: z.number().optional(),
  status: z.string(),
  reference: z.string(),
  amount: money,
  currency: z.string(),
  paid_at: z.string().nullable().optional(),
  gateway_response: z.string().nullable().optional(),
  channel: z.string().nullable().optional(),
  metadata: z.unknown().optional(),
});
export type PaystackTransaction = z.infer<typeof TransactionData>;

export const Bank = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  active: z.boolean(),
  currency: z.string(),
  type: z.string(),
});

const CursorMeta = z.looseObject({ next: z.string().nullable().optional() });
/** Ten pages of 100: well past any country's list, and a bound on a cursor that never ends. */
const MAX_BANK_PAGES = 10;

export const ResolvedAccount = z.looseObject({
  account_number: z.string(),
  account_name: z.string(),
  bank_id: z.number().optional(),
});

export const Recipient = z.looseObject({
  recipient_code: z.string(),
  name: z.string().nullable().optional(),
  currency: z.string(),
  details: z.looseObject({
    account_number: z.string().nullable(),
    account_name: z.string().nullable().optional(),
    bank_code: z.string(),
    bank_name: z.string().nullable().optional(),
  }),
});

export const Transfer = z.looseObject({
  transfer_code: z.string(),
  reference: z.string(),
  status: z.string(),
  amount: money,
  currency: z.string(),
  reason: z.string().nullable().optional(),
});

export type InitializeInput = {
  email: string;
  /** Subunits (kobo). */
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  metadata?: Record<string, unknown>;
};

export type TransferInput = {
  amount: number;
  recipient: string;
  reference: string;
  reason?: string;
  currency?: string;
};

export type PaystackClientOptions = {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  /** How to speak HTTP; tests pass their own. */
  http?: ProviderHttp;
};

type PaystackReply = { data: unknown; meta: unknown; httpStatus: number };

export type PaystackClient = ReturnType<typeof createPaystackClient>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createPaystackClient(options: PaystackClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = options.http ?? providerHttp;

  /** One request: Paystack's whole answer once its envelope says it succeeded. */
  async function request(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<PaystackReply> {
    let res: ProviderReply;
    try {
      res = await http(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new PaystackError(
        `The payment provider did not answer (${what}${timedOut ? ': timed out' : ''})`,
        0,
      );
    }
    const json = parseJson(res.text);
    const envelope = Envelope.safeParse(json);
    const ok = res.status >= 200 && res.status < 300;
    if (!ok || !envelope.success || !envelope.data.status) {
      const providerMessage = envelope.success ? envelope.data.message : undefined;
      throw new PaystackError(
        `The payment provider refused the request (${what}): ${providerMessage || `HTTP ${res.status}`}`,
        res.status,
        providerMessage,
      );
    }
    const { data, meta } = json as { data?: unknown; meta?: unknown };
    return { data, meta, httpStatus: res.status };
  }

  function dataOf<T extends z.ZodType>(what: string, reply: PaystackReply, schema: T): z.infer<T> {
    const data = schema.safeParse(reply.data);
    if (!data.success)
      throw new PaystackError(
        `The payment provider answered in an unexpected shape (${what})`,
        reply.httpStatus,
      );
    return data.data;
  }

  async function call<T extends z.ZodType>(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    return dataOf(what, await request(what, method, path, body), schema);
  }

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
