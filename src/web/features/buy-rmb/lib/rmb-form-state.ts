import type { AlipayType, RmbPlatform } from '#shared/schemas/rmb.ts';
import type { AmountInput, AmountSide } from './convert-rmb.ts';

export const RMB_STEPS = ['Platform', 'Amount', 'Details', 'Complete'] as const;
export type RmbStep = 1 | 2 | 3 | 4;

export interface RmbFormState {
  step: RmbStep;
  platform: RmbPlatform | null;
  alipayType: AlipayType | null;
  amount: AmountInput;
  recipientId: string;
  fullName: string;
  /** The message that keeps the user on this step, until they change something. */
  error: string | null;
}

export const EMPTY_RMB_FORM: RmbFormState = {
  step: 1,
  platform: null,
  alipayType: null,
  amount: { side: 'ngn', text: '' },
  recipientId: '',
  fullName: '',
  error: null,
};

export type RmbFormAction =
  | { type: 'platform'; platform: RmbPlatform }
  | { type: 'alipayType'; alipayType: AlipayType }
  | { type: 'amount'; side: AmountSide; text: string }
  | { type: 'recipientId'; value: string }
  | { type: 'fullName'; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'error'; error: string }
  /** A new purchase, after one was bought. */
  | { type: 'reset' };

export function rmbFormReducer(state: RmbFormState, action: RmbFormAction): RmbFormState {
  switch (action.type) {
    case 'platform':
      // WeChat Pay has no type; a type chosen for Alipay goes with it.
      return {
        ...state,
        platform: action.platform,
        alipayType: action.platform === 'alipay' ? state.alipayType : null,
        error: null,
      };
    case 'alipayType':
      return { ...state, alipayType: action.alipayType, error: null };
    case 'amount':
      return { ...state, amount: { side: action.side, text: action.text }, error: null };
    case 'recipientId':
      return { ...state, recipientId: action.value, error: null };
    case 'fullName':
      return { ...state, fullName: action.value, error: null };
    case 'next':
      return { ...state, step: Math.min(4, state.step + 1) as RmbStep, error: null };
    case 'back':
      return { ...state, step: Math.max(1, state.step - 1) as RmbStep, error: null };
    case 'error':
      return { ...state, error: action.error };
    case 'reset':
      return EMPTY_RMB_FORM;
  }
}
