import { sentenceLabel } from '#shared/labels.ts';

/** "conversion" -> "Conversion", "transfer_in" -> "Transfer in", "rmb" -> "RMB". */
export const humanize = sentenceLabel;
