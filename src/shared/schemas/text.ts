import { z } from 'zod';

// Text a person types that others read: names, descriptions, notes, reasons.
// What looks like one thing must be that thing: "Admin\u202EtroppuS" shows as
// "Admin Support", and a zero-width joiner or a blank name hides who someone is.

export const TEXT_MESSAGES = {
  notText: 'must be text',
  unsafe: 'must use letters, numbers and ordinary punctuation only',
  blank: 'must not be blank',
  tooShort: (min: number) => `must be at least ${min} characters`,
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

/**
 * Characters that show as nothing or change how the rest shows: every format
 * character (bidi embeddings, overrides and isolates U+202A–U+202E,
 * U+2066–U+2069, the marks U+200E, U+200F, U+061C, the zero-width space,
 * joiners and word joiner U+200B–U+200D, U+2060, the BOM U+FEFF, the soft
 * hyphen), half a surrogate pair, the combining grapheme joiner and the
 * Hangul fillers that print as a blank.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0]|\u034F/u;
/** Control characters, and the line and paragraph separators, on one line. */
const CONTROL_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
/** Control characters in text of several lines: newline and tab stay. */
const CONTROL_MULTILINE = /[^\P{Cc}\n\t]/u;

/** True when `text` holds a character that `userText` refuses. */
export function hasUnsafeText(text: string, multiline = false): boolean {
  return INVISIBLE.test(text) || (multiline ? CONTROL_MULTILINE : CONTROL_ONE_LINE).test(text);
}

/**
 * Text that did not come from the user's typing (a name from Google) made
 * safe to show: NFC, invisible characters taken out, control characters made
 * spaces, trimmed.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(new RegExp(INVISIBLE.source, 'gu'), '')
    .replace(new RegExp(CONTROL_ONE_LINE.source, 'gu'), ' ')
    .trim();
}

export type UserTextOptions = {
  max: number;
  /** 0 lets the text be empty (an optional field); 1 (the default) refuses blank text. */
  min?: number;
  /** A textarea: newlines and tabs are kept (CR LF becomes LF). */
  multiline?: boolean;
  /** The message when the text is missing, blank or too short, instead of the general ones. */
  required?: string;
};

/**
 * A string a person typed: NFC, trimmed, and refused (400, naming the field)
 * when it holds bidi, zero-width or control characters, or nothing but
 * blanks. Chain `.optional()` or `.nullable()` as the field needs.
 */
export function userText({ max, min = 1, multiline = false, required }: UserTextOptions) {
  let schema = z.string({ message: required ?? TEXT_MESSAGES.notText });
  if (multiline) schema = schema.overwrite((v) => v.replace(/\r\n?|[\u2028\u2029]/g, '\n'));
  schema = schema
    .normalize('NFC')
    .trim()
    .refine((v) => !hasUnsafeText(v, multiline), { message: TEXT_MESSAGES.unsafe });
  if (min > 0) schema = schema.min(1, { message: required ?? TEXT_MESSAGES.blank });
  if (min > 1) schema = schema.min(min, { message: required ?? TEXT_MESSAGES.tooShort(min) });
  return schema.max(max, { message: TEXT_MESSAGES.tooLong(max) });
}
