import { z } from 'zod';
import { tryParseAmount } from '#shared/money.ts';
import { vtpassCode } from './outcome.ts';

// VTpass's catalog and verify answers, read defensively: the catalog puts its
// "000" in `response_description` (no `code`), older answers spell
// `variations` as `varations` (one has both), and numbers come as strings.

export type VtpassVariation = {
  code: string;
  name: string;
  /** Kobo. */
  amount: number;
  fixedPrice: boolean;
};

export type VtpassService = {
  serviceID: string;
  name: string;
  /** Naira, as VTpass states them. */
  minimumAmount: number | null;
  maximumAmount: number | null;
};

export type VtpassVerified =
  | {
      ok: true;
      customerName: string;
      address: string | null;
      currentBouquet: string | null;
      meterType: string | null;
      /** Naira. */
      minimumAmount: number | null;
      raw: unknown;
    }
  | { ok: false; message: string };

const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .nullable()
  .optional()
  .catch(null);

/** Why a catalog answer is not one; null when it is. */
export function catalogProblem(raw: unknown): string | null {
  const answer = z
    .looseObject({ code: text, response_description: text, content: z.unknown() })
    .safeParse(raw);
  if (!answer.success) return 'not a JSON object';
  const code = vtpassCode(answer.data.code) ?? vtpassCode(answer.data.response_description);
  if (code !== '000') return `code ${code ?? 'missing'}`;
  if (answer.data.content == null) return 'no content';
  return null;
}

const Variation = z.looseObject({
  variation_code: text,
  name: text,
  variation_amount: text,
  fixedPrice: text,
});
const VariationsContent = z.looseObject({
  variations: z.array(z.unknown()).nullable().optional().catch(null),
  varations: z.array(z.unknown()).nullable().optional().catch(null),
});

/** null when the answer has no list of variations at all. */
export function variationsOf(raw: unknown): VtpassVariation[] | null {
  const content = VariationsContent.safeParse((raw as { content?: unknown } | null)?.content);
  if (!content.success) return null;
  const { variations, varations } = content.data;
  const list = variations?.length ? variations : (varations ?? variations);
  if (!list) return null;
  return list.flatMap((item) => {
    const v = Variation.safeParse(item);
    if (!v.success || !v.data.variation_code || !v.data.name) return [];
    const amount = koboOf(v.data.variation_amount);
    if (amount === null) return [];
    const fixedPrice = (v.data.fixedPrice ?? '').toLowerCase() === 'yes';
    return [{ code: v.data.variation_code, name: v.data.name, amount, fixedPrice }];
  });
}

/** "1850.00" (naira) -> 185000 kobo, exactly; null when it is not an amount. */
export function koboOf(naira: string | null | undefined): number | null {
  if (naira === null || naira === undefined || naira === '') return null;
  return tryParseAmount(naira);
}

const Service = z.looseObject({
  serviceID: text,
  name: text,
  minimium_amount: text,
  minimum_amount: text,
  maximum_amount: text,
});

export function servicesOf(raw: unknown): VtpassService[] | null {
  const content = (raw as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return null;
  return content.flatMap((item) => {
    const s = Service.safeParse(item);
    if (!s.success || !s.data.serviceID) return [];
    return [
      {
        serviceID: s.data.serviceID,
        name: s.data.name || s.data.serviceID,
        minimumAmount: nairaOf(s.data.minimium_amount ?? s.data.minimum_amount),
        maximumAmount: nairaOf(s.data.maximum_amount),
      },
    ];
  });
}

/** A naira figure for display and limits ("500", 500, "1,000.50"); null when absent. */
export function nairaOf(value: string | null | undefined): number | null {
  const kobo = koboOf(value);
  return kobo === null ? null : kobo / 100;
}

const Verified = z.looseObject({
  Customer_Name: text,
  Address: text,
  Customer_Address: text,
  Current_Bouquet: text,
  Meter_Type: text,
  Minimum_Amount: text,
  Min_Purchase_Amount: text,
  WrongBillersCode: z.unknown().optional(),
  error: text,
  errors: text,
});

/** A verify answer that names a customer; null for answers that are not verify answers at all. */
export function verifiedOf(raw: unknown): VtpassVerified | null {
  const answer = z.looseObject({ code: text, response_description: text }).safeParse(raw);
  if (!answer.success) return null;
  const code = vtpassCode(answer.data.code);
  const message = answer.data.response_description || `VTpass answered ${code}`;
  // Bad arguments or an unknown product: the number cannot be checked as given.
  if (code === '011' || code === '012') return { ok: false, message };
  if (code !== '000' && code !== '020') return null;
  const content = Verified.safeParse((raw as { content?: unknown }).content);
  if (!content.success) return null;
  const c = content.data;
  const wrong = c.WrongBillersCode === true || c.WrongBillersCode === 'true';
  if (wrong || !c.Customer_Name)
    return { ok: false, message: c.error || c.errors || 'The number could not be verified' };
  return {
    ok: true,
    customerName: c.Customer_Name,
    address: c.Address || c.Customer_Address || null,
    currentBouquet: c.Current_Bouquet || null,
    meterType: c.Meter_Type || null,
    minimumAmount: nairaOf(c.Minimum_Amount) ?? nairaOf(c.Min_Purchase_Amount),
    raw,
  };
}
