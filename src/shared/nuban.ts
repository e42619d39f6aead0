// The CBN's NUBAN: a 10-digit account number is a 9-digit serial and a check
// digit computed over the institution's code and the serial. Shared by the
// withdraw form (checked as the user types) and the server (checked again).

const WEIGHTS = [3, 7, 3];

/**
 * The 6-digit institution prefix the check digit is computed over. Banks with
 * a 3-digit code get three leading zeros (which gives the 2010 rule over 12
 * digits); other institutions with a 5-digit code get a leading 9 (the 2020
 * rule); 6-digit codes are used as they are.
 */
export function nubanPrefix(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return `000${bankCode}`;
  if (/^\d{5}$/.test(bankCode)) return `9${bankCode}`;
  if (/^\d{6}$/.test(bankCode)) return bankCode;
  return null;
}

/** The check digit of `serial` (9 digits) at `bankCode`, or null when either is malformed. */
export function nubanCheckDigit(bankCode: string, serial: string): number | null {
  const prefix = nubanPrefix(bankCode);
  if (prefix === null || !/^\d{9}$/.test(serial)) return null;
  const digits = `${prefix}${serial}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (WEIGHTS[i % 3] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** True when `accountNumber` is 10 digits whose last is the check digit for `bankCode`. */
export function isValidNuban(accountNumber: string, bankCode: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  const check = nubanCheckDigit(bankCode, accountNumber.slice(0, 9));
  return check !== null && check === Number(accountNumber[9]);
}

/** A valid account number at `bankCode` with the given 9-digit serial (simulator and tests). */
export function nuban(bankCode: string, serial: string): string {
  const check = nubanCheckDigit(bankCode, serial);
  if (check === null) throw new Error(`not a bank code and serial: ${bankCode} ${serial}`);
  return `${serial}${check}`;
}

/**
 * Institutions that also number accounts after the holder's phone number
 * (without its leading 0), which the check digit does not cover: OPay,
 * PalmPay and Moniepoint. PalmPay's other numbers do not follow NUBAN at all.
 */
const PHONE_NUMBER_ACCOUNTS = new Set(['999992', '999991', '50515']);
const NOT_NUBAN = new Set(['999991']);
const MOBILE_WITHOUT_ZERO = /^(70|71|80|81|90|91)\d{8}$/;

/**
 * What the withdraw form and the server accept before asking the bank: a
 * NUBAN whose check digit matches the bank, or, at the institutions above, a
 * phone-number account. The bank's own look-up then confirms the holder.
 */
export function isValidAccountNumber(accountNumber: string, bankCode: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || nubanPrefix(bankCode) === null) return false;
  if (isValidNuban(accountNumber, bankCode) || NOT_NUBAN.has(bankCode)) return true;
  return PHONE_NUMBER_ACCOUNTS.has(bankCode) && MOBILE_WITHOUT_ZERO.test(accountNumber);
}
