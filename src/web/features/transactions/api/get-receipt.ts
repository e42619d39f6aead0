import type { Transaction } from '#shared/schemas/transactions.ts';
import { ApiError } from '#web/lib/api.ts';

type Named = Pick<Transaction, 'id' | 'reference'>;

/** GET /api/transactions/:id/receipt: the PDF, as a link can open or download it. */
export const receiptPath = (t: Pick<Transaction, 'id'>) =>
  `/api/transactions/${encodeURIComponent(t.id)}/receipt`;

/** The name the server gives the file too. */
export const receiptFileName = (t: Pick<Transaction, 'reference'>) =>
  `owo-receipt-${t.reference}.pdf`;

/** The receipt as a file in the page (to share it); an ApiError when the server refuses. */
export async function getReceiptFile(t: Named, signal?: AbortSignal): Promise<File> {
  let res: Response;
  try {
    res = await fetch(receiptPath(t), { credentials: 'same-origin', signal });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach Owo. Check your connection.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    const message = body?.error?.message ?? 'The receipt could not be loaded.';
    throw new ApiError(res.status, `HTTP_${res.status}`, message);
  }
  return new File([await res.blob()], receiptFileName(t), { type: 'application/pdf' });
}
