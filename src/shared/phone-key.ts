// A Nigerian phone number, however it is written (0803 123 4567, +234 803 123
// 4567, 2348031234567, 803-123-4567), is found by its national significant
// number: the last 10 digits. The back office's search compares the typed
// number's key with the same key of the stored numbers (an index on
// right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10) answers it).

/** Fewer digits than this is not looked up as a phone number (too many would match). */
export const PHONE_KEY_MIN = 6;

/**
 * The digits to look up for a typed phone number or the start of one: its
 * digits without the country code 234 or the trunk 0; null when the text is
 * not a phone number (letters, too few or too many digits).
 */
export function phoneKeyOf(text: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(text.trim())) return null;
  let digits = text.replace(/\D/g, '');
  const international = text.trim().startsWith('+') || digits.length >= 12;
  if (international && digits.startsWith('234')) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < PHONE_KEY_MIN || digits.length > 10) return null;
  return digits;
}
