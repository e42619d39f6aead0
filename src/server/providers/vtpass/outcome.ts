import { z } from 'zod';

// What a `pay` or `requery` answer means for the money. VTpass's rule is that
// anything unclear is pending: the customer may have been charged, so only a
// clear refusal lets us give the money back.

export type VtpassOutcome =
  | {
      kind: 'delivered';
      code: '000';
      transactionId: string | null;
      /** The electricity token without VTpass's "Token : " prefix; null when there is none. */
      token: string | null;
      customerName: string | null;
      customerAddress: string | null;
      productName: string | null;
      raw: unknown;
    }
  | { kind: 'failed'; code: string; message: string; raw: unknown }
  | { kind: 'reversed'; code: string; message: string; raw: unknown }
  | { kind: 'not_found'; code: '015'; raw: unknown }
  | { kind: 'pending'; code: string | null; reason: string; raw: unknown };

/**
 * Codes that say nothing was bought: 016 failed, 091 not processed; 010/011/012
 * (no such variation or product, bad arguments), 013/017 (amount out of range),
 * 020/030 (verify answers, which on a purchase mean it was not made).
 */
const FAILED_CODES = new Set(['016', '091', '010', '011', '012', '013', '017', '020', '030']);

/** A value VTpass sends as a string or a number; anything else reads as absent. */
const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .nullable()
  .optional()
  .catch(null);

const Transaction = z.looseObject({
  status: text,
  product_name: text,
  transactionId: text,
  extras: z.unknown().optional(),
});

const Answer = z.looseObject({
  code: text,
  response_description: text,
  content: z
    .looseObject({
      transactions: Transaction.nullable().optional().catch(null),
      error: text,
      errors: text,
    })
    .nullable()
    .optional()
    .catch(null),
  token: z.unknown().optional(),
  Token: z.unknown().optional(),
  mainToken: z.unknown().optional(),
  purchased_code: z.unknown().optional(),
  extras: z.unknown().optional(),
  customerName: text,
  CustomerName: text,
  customerAddress: text,
  address: text,
});
type Answer = z.infer<typeof Answer>;

/** "000" however it arrives ("000", 0, " 000 "). */
export function vtpassCode(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^\d{1,3}$/.test(value) ? value.padStart(3, '0') : value;
}

export function outcomeOf(raw: unknown): VtpassOutcome {
  const parsed = Answer.safeParse(raw);
  if (!parsed.success) return { kind: 'pending', code: null, reason: 'unexpected answer', raw };
  const answer = parsed.data;
  const code = vtpassCode(answer.code);
  const message = messageOf(answer, code);
  const status = answer.content?.transactions?.status?.toLowerCase() ?? null;
  if (code === '000') {
    if (status === 'delivered') return delivered(answer, raw);
    if (status === 'reversed') return { kind: 'reversed', code, message, raw };
    if (status === 'failed') return { kind: 'failed', code, message, raw };
    return { kind: 'pending', code, reason: `status ${status ?? 'missing'}`, raw };
  }
  if (code === '040') return { kind: 'reversed', code, message, raw };
  if (code && FAILED_CODES.has(code)) return { kind: 'failed', code, message, raw };
  if (code === '015') return { kind: 'not_found', code, raw };
  return { kind: 'pending', code, reason: code ? `code ${code}: ${message}` : 'no code', raw };
}

function delivered(answer: Answer, raw: unknown): VtpassOutcome {
  const tx = answer.content?.transactions;
  const candidates = [
    answer.token,
    answer.Token,
    answer.mainToken,
    answer.purchased_code,
    tx?.extras,
    answer.extras,
  ];
  return {
    kind: 'delivered',
    code: '000',
    transactionId: tx?.transactionId || null,
    token: candidates.map(tokenOf).find((t) => t !== null) ?? null,
    customerName: known(answer.customerName ?? answer.CustomerName),
    customerAddress: known(answer.customerAddress ?? answer.address),
    productName: known(tx?.product_name),
    raw,
  };
}

/** "Token : 2636-2054…" -> "2636-2054…"; empty, "N/A" or digit-free values are no token. */
export function tokenOf(value: unknown): string | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const inner = value as Record<string, unknown>;
    return tokenOf(inner.token ?? inner.Token ?? inner.mainToken ?? null);
  }
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const token = String(value)
    .replace(/^\s*token\s*:?\s*/i, '')
    .trim();
  return /\d/.test(token) ? token : null;
}

/** Sandbox answers fill unknown customer fields with "N/A". */
function known(value: string | null | undefined): string | null {
  return value && value.toUpperCase() !== 'N/A' ? value : null;
}

function messageOf(answer: Answer, code: string | null): string {
  return (
    answer.content?.error ||
    answer.content?.errors ||
    answer.response_description ||
    (code ? `VTpass answered ${code}` : 'VTpass gave no answer code')
  );
}
