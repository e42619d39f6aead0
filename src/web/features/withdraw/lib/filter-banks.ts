import type { Bank } from '#shared/schemas/withdrawals.ts';

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The banks whose name holds every word typed, in any order ("gt", "guaranty",
 * "bank zenith"), or whose code starts with the digits typed. Names that start
 * with what was typed come first; otherwise the list keeps its order.
 */
export function filterBanks(banks: readonly Bank[], query: string): Bank[] {
  const q = fold(query.trim());
  if (!q) return [...banks];
  if (/^\d+$/.test(q)) return banks.filter((b) => b.code.startsWith(q));
  const words = q.split(/\s+/);
  const hits = banks.filter((b) => {
    const name = fold(b.name);
    return words.every((w) => name.includes(w));
  });
  const starts = hits.filter((b) => fold(b.name).startsWith(q));
  return [...starts, ...hits.filter((b) => !starts.includes(b))];
}
