import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';

export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

const MONEY_FIELDS = new Set(['balance', 'amount']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function show(field: string, value: unknown, currency: Currency | undefined): string | null {
  if (value === undefined) return null;
  if (value === null) return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number' && currency) {
    return formatMoney(value, currency);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields an audit row's before and after differ in, readably: amounts in
 * minor units shown as money when the row names its currency. A field only on
 * one side shows with the other side empty; fields that did not change are
 * left out, except that a row with no change at all lists what it recorded.
 */
export function describeChange(before: unknown, after: unknown): ChangeLine[] {
  const b = isRecord(before) ? before : before == null ? {} : { value: before };
  const a = isRecord(after) ? after : after == null ? {} : { value: after };
  const currencyOf = (r: Record<string, unknown>) =>
    CURRENCIES.includes(r.currency as Currency) ? (r.currency as Currency) : undefined;
  const currency = currencyOf(a) ?? currencyOf(b);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const lines = fields.map((field) => ({
    field,
    before: show(field, b[field], currency),
    after: show(field, a[field], currency),
  }));
  const changed = lines.filter((l) => l.before !== l.after);
  return changed.length ? changed : lines;
}
