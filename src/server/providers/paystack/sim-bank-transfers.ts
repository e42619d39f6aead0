import type { Pool } from '#server/db/client.ts';
import { nuban } from '#shared/nuban.ts';
import { simAccountName } from './sim-banks.ts';
import { simCode } from './sim-http.ts';
import { claimSimRecord, findSimRecord, type SimRecord } from './sim-store.ts';
import type { SimDedicatedAccount } from './simulator-dva.ts';

// Bank transfers into dedicated accounts on the simulator: recorded as
// Paystack records the transaction (what GET /transaction/verify answers and
// charge.success carries), keyed by reference, their code
// `<account number>:<reference>` so a requery finds an account's transfers.

const SENDER_BANK = { name: 'Guaranty Trust Bank', code: '058' };

export type SimBankTransfer = {
  domain: 'test';
  status: 'success';
  reference: string;
  amount: number;
  currency: 'NGN';
  message: null;
  gateway_response: 'Approved';
  channel: 'dedicated_nuban';
  fees: number;
  paid_at: string;
  created_at: string;
  customer: SimDedicatedAccount['customer'];
  authorization: {
    authorization_code: string;
    channel: 'dedicated_nuban';
    card_type: 'transfer';
    bank: string;
    country_code: 'NG';
    brand: 'Managed Account';
    reusable: false;
    sender_name: string;
    sender_bank: string;
    sender_bank_account_number: string;
    sender_country: 'NG';
    receiver_bank_account_number: string;
    receiver_bank: string;
    narration: string;
  };
  metadata: { receiver_account_number: string; receiver_bank: string };
};

/** Paystack's fee on a transfer into a dedicated account: 1%, at most ₦300 (the merchant's, not the customer's). */
const feeOf = (amount: number) => Math.min(Math.round(amount / 100), 30_000);

/**
 * Records a transfer of `amount` kobo into an active dedicated account; null
 * when the simulator assigned no such active account.
 */
export async function recordSimBankTransfer(
  pool: Pool,
  input: { account_number: string; amount: number; sender_name?: string; paid_at?: Date },
): Promise<SimRecord<SimBankTransfer> | null> {
  const account = await findSimRecord<SimDedicatedAccount>(pool, 'dedicated_account', {
    code: input.account_number,
  });
  if (account?.data.status !== 'active') return null;
  const serial = String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0');
  const senderAccount = nuban(SENDER_BANK.code, serial);
  const senderName =
    input.sender_name?.trim().toUpperCase() || simAccountName(senderAccount, SENDER_BANK.code);
  const reference = simCode('dva_');
  const paidAt = (input.paid_at ?? new Date()).toISOString();
  const data: SimBankTransfer = {
    domain: 'test',
    status: 'success',
    reference,
    amount: input.amount,
    currency: 'NGN',
    message: null,
    gateway_response: 'Approved',
    channel: 'dedicated_nuban',
    fees: feeOf(input.amount),
    paid_at: paidAt,
    created_at: paidAt,
    customer: account.data.customer,
    authorization: {
      authorization_code: simCode('AUTH_'),
      channel: 'dedicated_nuban',
      card_type: 'transfer',
      bank: SENDER_BANK.name,
      country_code: 'NG',
      brand: 'Managed Account',
      reusable: false,
      sender_name: senderName,
      sender_bank: SENDER_BANK.name,
      sender_bank_account_number: `XXXXXX${senderAccount.slice(-4)}`,
      sender_country: 'NG',
      receiver_bank_account_number: input.account_number,
      receiver_bank: account.data.bank.name,
      narration: `NIP TRANSFER FROM ${senderName}`.slice(0, 100),
    },
    metadata: {
      receiver_account_number: input.account_number,
      receiver_bank: account.data.bank.name,
    },
  };
  return claimSimRecord(
    pool,
    'bank_transfer',
    reference,
    `${input.account_number}:${reference}`,
    data,
  );
}

/** The charge.success Paystack sends for it. */
export const bankTransferEvent = (r: SimRecord<SimBankTransfer>) => ({
  event: 'charge.success',
  data: { ...r.data, id: r.id },
});
