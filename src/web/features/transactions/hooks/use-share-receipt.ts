import { useMutation } from '@tanstack/react-query';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { getReceiptFile } from '../api/get-receipt.ts';
import { saveFile } from '../lib/save-file.ts';
import { shareOrDownload } from '../lib/share-receipt.ts';

/** Fetches a transaction's receipt and shares it as a file, or downloads it where sharing files is not possible. */
export function useShareReceipt() {
  return useMutation({
    mutationFn: async (t: Pick<Transaction, 'id' | 'reference'>) =>
      shareOrDownload(await getReceiptFile(t), {
        nav: typeof navigator === 'undefined' ? undefined : navigator,
        download: saveFile,
        title: `Owo receipt ${t.reference}`,
      }),
  });
}
