import type pg from 'pg';
import type { Currency } from '#shared/constants.ts';
import type { Category, SystemCode, TransactionKind, TransactionStatus } from './kinds.ts';

// What a posting is made of and what it answers (post.ts posts it).

/** A pool, or a client inside a transaction the caller opened. */
export type Queryable = pg.Pool | pg.PoolClient;

export type AccountRef =
  | { userId: string; currency: Currency }
  | { system: SystemCode; currency: Currency };

/** One line of a posting: a signed amount in minor units (negative = money out of the account). */
export type Leg = { account: AccountRef; amount: number; description?: string | null };

export type PostingInput = {
  kind: TransactionKind;
  category: Category;
  description?: string | null;
  /** The customer the transaction is about (listings); null for internal moves. */
  userId: string | null;
  /** Who asked: the idempotency key is unique per actor. */
  actorId: string;
  idempotencyKey: string;
  /** What the caller asked for; its hash binds the idempotency key. */
  request: unknown;
  status?: 'completed' | 'pending';
  metadata?: Record<string, unknown>;
  /** Defaults to `${referencePrefix ?? 'OWO'}-<ms>-<random>`. */
  reference?: string;
  referencePrefix?: string;
  legs: Leg[];
};

export type LedgerTransaction = {
  id: string;
  reference: string;
  kind: string;
  category: string;
  status: TransactionStatus;
  description: string | null;
  user_id: string | null;
  actor_id: string;
  metadata: Record<string, unknown>;
  created_at: string;
};

export type LedgerEntry = {
  id: number;
  account_id: number;
  /** The wallet's owner, or null for a system account. */
  user_id: string | null;
  /** The system account's code, or null for a wallet. */
  system: string | null;
  currency: Currency;
  amount: number;
  balance_after: number;
  description: string | null;
};

export type PostingResult = {
  transaction: LedgerTransaction;
  entries: LedgerEntry[];
  /** True when this answer is the stored result of an earlier request with the same key. */
  replayed: boolean;
};

export type PostOptions = {
  /**
   * Let the posting touch a deactivated user's wallet. Only for money coming
   * back (refunds of holds), money an outside party already took from the
   * customer (a confirmed card payment) and administrators' adjustments; a
   * deactivated user never moves money themselves.
   */
  allowInactive?: boolean;
};

export type RawResult = {
  transaction: Omit<LedgerTransaction, 'created_at'> & { created_at: string };
  entries: (Omit<LedgerEntry, 'amount' | 'balance_after'> & {
    amount: number;
    balance_after: number;
  })[];
  replayed: boolean;
};
