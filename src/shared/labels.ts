// Codes kept in the database ("rmb", "transfer_in", "kyc_review") shown as words.
// Abbreviations stay in capitals: "RMB", not "Rmb".

const ABBREVIATIONS = ['rmb', 'kyc', 'bvn', 'ngn', 'usd', 'cny', 'atm', 'otp', 'pin', 'id'];
const ABBREVIATION = new RegExp(`\\b(${ABBREVIATIONS.join('|')})\\b`, 'giu');

const words = (code: string) => code.replace(/_/g, ' ').trim();
const keepAbbreviations = (text: string) => text.replace(ABBREVIATION, (w) => w.toUpperCase());

/** "transfer_in" -> "Transfer in", "rmb" -> "RMB", "rmb_purchase" -> "RMB purchase". */
export function sentenceLabel(code: string): string {
  const text = words(code);
  return keepAbbreviations(text.charAt(0).toUpperCase() + text.slice(1));
}

/** "bills_payment" -> "Bills Payment", "rmb" -> "RMB". */
export function titleLabel(code: string): string {
  return keepAbbreviations(words(code).replace(/\b\p{L}/gu, (c) => c.toUpperCase()));
}
