import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made with pdf-lib shows: each line is a hex string in a
 * Flate-compressed content stream (the fonts are standard, so none are
 * embedded). Lines are joined with newlines.
 */
export function drawnText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const shown: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed stream
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(Buffer.from(t[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}

/** Does it start like a PDF file? */
export const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
