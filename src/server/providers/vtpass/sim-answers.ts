import type { SimRecord, SimStatus } from './sim-store.ts';

// The simulator's `pay` and `requery` answers, in VTpass's shape and with its
// quirks: `unit_price` and `amount` are strings in `pay` and numbers in
// `requery`, and a requery carries the token in `transactions.extras` too.

const CODES: Record<SimStatus, { code: string; description: string }> = {
  delivered: { code: '000', description: 'TRANSACTION SUCCESSFUL' },
  pending: { code: '099', description: 'TRANSACTION IS PROCESSING' },
  failed: { code: '016', description: 'TRANSACTION FAILED' },
  reversed: { code: '040', description: 'TRANSACTION REVERSAL' },
};

export function transactionAnswer(record: SimRecord, mode: 'pay' | 'requery') {
  const { data, status } = record;
  const { code, description } = CODES[status];
  const delivered = status === 'delivered';
  const unit = data.amount;
  const transactions = {
    ...data.transactions,
    status,
    unit_price: mode === 'pay' ? String(unit) : unit,
    amount: mode === 'pay' ? String(unit) : unit,
    ...(mode === 'requery'
      ? { extras: delivered ? (data.extra.purchased_code as string) || null : null, product_id: 14 }
      : {}),
  };
  return {
    code,
    content: { transactions },
    response_description: description,
    requestId: record.request_id,
    amount: unit,
    transaction_date: data.created_at.replace(/\.\d+Z$/, '.000000Z'),
    purchased_code: delivered ? ((data.extra.purchased_code as string | undefined) ?? '') : '',
    ...(delivered ? data.extra : {}),
  };
}

/** The `transaction-update` webhook VTpass sends when a pending payment is settled. */
export function transactionUpdate(record: SimRecord) {
  return {
    type: 'transaction-update',
    data: {
      ...transactionAnswer(record, 'requery'),
      response_description:
        record.status === 'delivered' ? 'TRANSACTION DELIVERED' : CODES[record.status].description,
      transaction_date: null,
    },
  };
}

/** VTpass's error answers: a code and its description, nothing else. */
export const simError = (code: string, description: string) => ({
  code,
  response_description: description,
  content: { errors: description },
});

export const SIM_ERRORS = {
  credentials: simError('087', 'INVALID CREDENTIALS'),
  requestId: simError(
    '085',
    "IMPROPER REQUEST ID: DOES NOT CONTAIN DATE / NOT PROPER DATE FORMAT / DATE NOT TODAY'S DATE",
  ),
  arguments: simError('011', 'INVALID ARGUMENTS'),
  product: simError('012', 'PRODUCT DOES NOT EXIST'),
  variation: simError('010', 'VARIATION CODE DOES NOT EXIST'),
  belowMinimum: simError('013', 'BELOW MINIMUM AMOUNT ALLOWED'),
  aboveMaximum: simError('017', 'ABOVE MAXIMUM AMOUNT ALLOWED'),
  duplicate: simError('014', 'REQUEST ID ALREADY EXIST'),
  unknownRequest: simError('015', 'INVALID REQUEST ID'),
} as const;
