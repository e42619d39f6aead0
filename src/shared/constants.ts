// The product's limits and fixed values, shared by the server and the web app.

export const CURRENCIES = ['NGN', 'USD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_INFO: Record<Currency, { symbol: string; name: string; title: string }> = {
  NGN: { symbol: '₦', name: 'Naira', title: 'Naira' },
  USD: { symbol: '$', name: 'US Dollar', title: 'US Dollar' },
  CNY: { symbol: '¥', name: 'Chinese Yuan', title: 'Chinese Yuan' },
};

export const WALLET_COUNT = 3;
export const MIN_PASSWORD_LENGTH = 6;
/** A person's name, wherever it enters (sign-up, Google, profile edits). */
export const NAME_MAX_LENGTH = 100;
export const BOT_CHECK_WAIT_MS = 1_000;
export const AUTH_LOADING_TIMEOUT_MS = 10_000;

/** Spec fallback rates, seeded into exchange_rates. */
export const RATES_DIALOG_PLACEHOLDER = { USD_NGN: 1500, CNY_NGN: 150 } as const;
export const RATES_CACHE_MS = 300_000;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const DASHBOARD_RECENT_COUNT = 5;
export const WALLETS_RECENT_COUNT = 5;
export const RECENT_DESCRIPTION_CUT = 10;

export const QUERY_CACHE = {
  default: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, retry: 2, mutationRetry: 1 },
  dashboard: { staleTime: 2 * 60_000, gcTime: 5 * 60_000 },
  wallets: { staleTime: 60_000, gcTime: 180_000 },
} as const;

export const TOAST_DURATION_MS = 5_000;
export const COPY_CONFIRM_MS = 2_000;
export const UPLOAD_LIMIT_BYTES = 5_242_880;
export const KYC_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const APP_VERSION = '1.0.0';

export const COUNTRIES = ['Nigeria', 'United States', 'China', 'United Kingdom'] as const;
export const ID_TYPES = ['nin', 'passport'] as const;

export const IDEMPOTENCY_KEY_MAX = 255;

/**
 * The largest single amount any request may name, in minor units, and any
 * ledger line may carry: 10^12 is ₦10,000,000,000.00 (or $, ¥ 10 billion),
 * far above any real payment, and ~9,000 times below 2^53, so an amount times
 * today's exchange rates is still an exact JavaScript integer. A conversion
 * whose result would be larger is refused before anything is built from it.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;
/**
 * The most a customer's wallet may hold, in minor units: the posting functions
 * refuse any credit that would take it higher (LIMIT_EXCEEDED), except a
 * refund, which gives back money held from that wallet even if it has filled
 * up since. Equal to the largest single amount, and ~9,000 times below 2^53:
 * a user's three wallets converted into one currency, or the sum of thousands
 * of wallets, is still exact.
 */
export const MAX_BALANCE_MINOR = MAX_AMOUNT_MINOR;

/**
 * The header every money-out request carries the transaction PIN in. Here, not
 * only in schemas/pin.ts, so the web's API client names it without pulling zod
 * into the first-load bundle.
 */
export const PIN_HEADER = 'X-Transaction-Pin';
