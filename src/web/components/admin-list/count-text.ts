/** A count as the back office's stat cards show it: a dash until it is known. */
export const countText = (n: number | undefined) =>
  n === undefined ? '–' : n.toLocaleString('en-NG');
