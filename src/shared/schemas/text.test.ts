import { describe, expect, it } from 'vitest';
import { cleanText, hasUnsafeText, TEXT_MESSAGES, userText } from './text.ts';

const name = userText({ max: 20 });
const note = userText({ max: 50, min: 0, multiline: true });

const messageOf = (schema: typeof name, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('userText', () => {
  it('trims and normalises to NFC', () => {
    // "e" + combining acute accent becomes the one character é.
    expect(name.parse('  Chine\u0301du  ')).toBe('Chinédu');
    expect(name.parse('Ada Obi')).toBe('Ada Obi');
    expect(name.parse('Zoë 王芳 Ọláolúwa')).toBe('Zoë 王芳 Ọláolúwa');
  });

  it.each([
    ['right-to-left override', 'Admin\u202ESupport'],
    ['left-to-right embedding', 'Admin\u202ASupport'],
    ['pop directional formatting', 'Admin\u202CSupport'],
    ['right-to-left isolate', 'Admin\u2067Support'],
    ['pop directional isolate', 'Admin\u2069Support'],
    ['left-to-right mark', 'Admin\u200ESupport'],
    ['right-to-left mark', 'Admin\u200FSupport'],
    ['Arabic letter mark', 'Admin\u061CSupport'],
    ['zero-width space', 'Admin\u200BSupport'],
    ['zero-width non-joiner', 'Admin\u200CSupport'],
    ['zero-width joiner', 'Admin\u200DSupport'],
    ['word joiner', 'Admin\u2060Support'],
    ['byte order mark inside', 'Admin\uFEFFSupport'],
    ['Hangul filler', 'Admin\u3164Support'],
    ['NUL', 'Admin\u0000Support'],
    ['escape', 'Admin\u001B[31mSupport'],
    ['DEL', 'Admin\u007FSupport'],
    ['C1 control', 'Admin\u0085Support'],
    ['newline in a one-line text', 'Admin\nSupport'],
    ['tab in a one-line text', 'Admin\tSupport'],
    ['line separator', 'Admin\u2028Support'],
    ['lone surrogate', 'Admin\uD800Support'],
  ])('refuses a %s with the clear message', (_what, value) => {
    expect(messageOf(name, value)).toBe(TEXT_MESSAGES.unsafe);
  });

  it.each(['', ' ', '   ', '\u00A0\u3000', '\t'])('refuses blank text %j', (value) => {
    expect(messageOf(name, value)).not.toBeNull();
  });

  it('says blank text is blank', () => {
    expect(messageOf(name, '   ')).toBe(TEXT_MESSAGES.blank);
  });

  it('refuses text that is not a string and text that is too long', () => {
    expect(messageOf(name, 42)).toBe(TEXT_MESSAGES.notText);
    expect(messageOf(name, 'N'.repeat(21))).toBe(TEXT_MESSAGES.tooLong(20));
    expect(name.parse('N'.repeat(20))).toHaveLength(20);
  });

  it('lets a multi-line text keep its newlines and tabs, and nothing else', () => {
    expect(note.parse('Line one\r\nLine two\n\tIndented')).toBe('Line one\nLine two\n\tIndented');
    expect(messageOf(note, 'Line one\u0000')).toBe(TEXT_MESSAGES.unsafe);
    expect(messageOf(note, 'Reason: \u202Eecnarusni')).toBe(TEXT_MESSAGES.unsafe);
    expect(messageOf(note, 'a\u200Db')).toBe(TEXT_MESSAGES.unsafe);
  });

  it('lets an optional text be empty', () => {
    expect(note.parse('')).toBe('');
    expect(note.parse('   ')).toBe('');
  });

  it('takes its own message for a required field', () => {
    const required = userText({ max: 100, min: 20, required: 'Tell us more' });
    expect(messageOf(required, '')).toBe('Tell us more');
    expect(messageOf(required, 'short')).toBe('Tell us more');
    expect(messageOf(required, undefined)).toBe('Tell us more');
  });
});

describe('hasUnsafeText and cleanText', () => {
  it('tell ordinary text from spoofing text', () => {
    expect(hasUnsafeText("O'Brien-Ada, Jr. (Mrs) & Co. ₦ ¥ 😀")).toBe(false);
    expect(hasUnsafeText('Admin\u202ESupport')).toBe(true);
    expect(hasUnsafeText('a\nb')).toBe(true);
    expect(hasUnsafeText('a\nb', true)).toBe(false);
  });

  it('cleans a name that was not typed here', () => {
    expect(cleanText(' Admin\u202E\u200DSupport\u0000x ')).toBe('AdminSupport x');
    expect(cleanText('Chine\u0301du')).toBe('Chinédu');
  });
});
