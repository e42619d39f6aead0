import type { Pool } from '#server/db/client.ts';
import { phoneKeyOf } from '#shared/phone-key.ts';
import type { AdminSearchHit, AdminSearchResult } from '#shared/schemas/customer-360.ts';
import {
  SEARCH_LIMIT,
  selectCustomerByAccount,
  selectCustomerByEmail,
  selectCustomerById,
  selectCustomersByPhone,
  selectCustomersByText,
  selectTransactionsByReference,
} from './admin-search.queries.ts';

type CustomerRow = Awaited<ReturnType<typeof selectCustomerById>>[number];

const NUBAN = /^\d{10}$/;
/** A reference or an id: one word of letters, digits, dashes and underscores. */
const KEY = /^[\w-]{3,64}$/;

function customerHit(r: CustomerRow): AdminSearchHit {
  const detail = [r.email, r.phone_number, r.account_number].filter(Boolean).join(' · ');
  return {
    kind: 'customer',
    id: r.id,
    user_id: r.id,
    label: r.full_name?.trim() || r.email,
    detail,
  };
}

/**
 * Finds customers and transactions from what an administrator typed: a
 * transaction's reference or a user id (exactly), an e-mail (exactly first,
 * then any e-mail or name holding the text), a phone number in any Nigerian
 * format, a customer's own account number. Only the queries the text can be
 * are run, at once; the exact matches come first, ten hits at most.
 */
export async function searchAdmin(pool: Pool, q: string): Promise<AdminSearchResult> {
  const text = q.trim();
  const phone = phoneKeyOf(text);
  const none = Promise.resolve([] as CustomerRow[]);
  const [transactions, byId, byAccount, byEmail, byPhone, byText] = await Promise.all([
    KEY.test(text) ? selectTransactionsByReference(pool, text) : Promise.resolve([]),
    KEY.test(text) ? selectCustomerById(pool, text) : none,
    NUBAN.test(text) ? selectCustomerByAccount(pool, text) : none,
    text.includes('@') ? selectCustomerByEmail(pool, text) : none,
    phone ? selectCustomersByPhone(pool, phone) : none,
    // Digits alone are a phone or an account number, not a part of an e-mail.
    /^[\d\s+().-]+$/.test(text) ? none : selectCustomersByText(pool, text),
  ]);
  const items: AdminSearchHit[] = transactions.map((t) => ({
    kind: 'transaction',
    id: t.reference,
    user_id: t.user_id,
    label: t.reference,
    detail: `${t.kind} · ${t.status} · ${t.email}`,
  }));
  const seen = new Set<string>();
  for (const row of [...byId, ...byAccount, ...byEmail, ...byPhone, ...byText]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    items.push(customerHit(row));
  }
  return { items: items.slice(0, SEARCH_LIMIT) };
}
