import type { Dispatch } from 'react';
import type { BillFormAction, BillFormState } from './bill-form-state.ts';
import type { BillField } from './check-bill.ts';

/** What each service's fields get from the form. */
export interface FieldsProps {
  state: BillFormState;
  dispatch: Dispatch<BillFormAction>;
  /** The inline message of each field the user has left (or tried to pay past). */
  shown: Partial<Record<BillField, string>>;
  leave: (field: BillField) => void;
}
