import { describe, expect, it } from 'vitest';
import { RMB_MESSAGES } from '#shared/schemas/rmb.ts';
import { checkStep, purchaseBody, type RmbContext, STEP_MESSAGES } from './check-rmb.ts';
import { figuresOf, koboPerYuan } from './convert-rmb.ts';
import { EMPTY_RMB_FORM, type RmbFormState, rmbFormReducer } from './rmb-form-state.ts';

const RATE = '0.0047';
const ctx: RmbContext = {
  balance: 1_000_000, // ₦10,000.00
  balanceFailed: false,
  rate: RATE,
  rateState: 'ready',
  qrUploading: false,
};
const form = (over: Partial<RmbFormState>): RmbFormState => ({
  ...EMPTY_RMB_FORM,
  platform: 'wechat',
  amount: { side: 'ngn', text: '5000' },
  recipientId: 'wxid_123',
  fullName: 'Zhang Wei',
  ...over,
});

describe('the two linked amounts', () => {
  const ngn = (kobo: number) => figuresOf({ side: 'ngn', text: String(kobo / 100) }, RATE);
  const rmb = (fen: number) => figuresOf({ side: 'rmb', text: String(fen / 100) }, RATE);

  it('naira to RMB floors to the fen', () => {
    expect(ngn(1_000_000)?.rmb).toBe(4_700); // ₦10,000 -> ¥47.00
    expect(ngn(12_345)?.rmb).toBe(58); // 58.0215 fen
  });

  it('RMB to naira is the fewest kobo that buy it, and converts back exactly', () => {
    expect(rmb(4_700)?.naira).toBe(1_000_000);
    for (const fen of [1, 58, 99, 4_701, 123_456]) {
      const kobo = rmb(fen)?.naira ?? 0;
      expect(ngn(kobo)?.rmb).toBe(fen);
      expect(ngn(kobo - 1)?.rmb).toBe(fen - 1);
    }
  });

  it('follows whichever side was typed last, to two decimals', () => {
    expect(figuresOf({ side: 'ngn', text: '10,000' }, RATE)).toEqual({
      naira: 1_000_000,
      rmb: 4_700,
    });
    expect(figuresOf({ side: 'rmb', text: '47' }, RATE)).toEqual({ naira: 1_000_000, rmb: 4_700 });
    expect(figuresOf({ side: 'rmb', text: '1.005' }, RATE)).toBeNull();
    expect(figuresOf({ side: 'ngn', text: '100' }, null)).toBeNull();
  });

  it('shows the rate as naira per yuan', () => {
    expect(koboPerYuan(RATE)).toBe(21_277); // ₦212.77
    expect(koboPerYuan('0.005')).toBe(20_000);
  });
});

describe('checkStep', () => {
  it('step 1 needs a platform, and Alipay its type', () => {
    expect(checkStep(form({ platform: null, step: 1 }), ctx)).toBe(RMB_MESSAGES.platformRequired);
    expect(checkStep(form({ platform: 'alipay', step: 1 }), ctx)).toBe(
      RMB_MESSAGES.alipayTypeRequired,
    );
    expect(checkStep(form({ platform: 'alipay', alipayType: 'china', step: 1 }), ctx)).toBeNull();
  });

  it('step 2 needs an amount above zero within the NGN balance', () => {
    const at = (text: string, side: 'ngn' | 'rmb' = 'ngn') =>
      checkStep(form({ step: 2, amount: { side, text } }), ctx);
    expect(at('')).toBe(RMB_MESSAGES.invalidAmount);
    expect(at('0')).toBe(RMB_MESSAGES.invalidAmount);
    expect(at('-5')).toBe(RMB_MESSAGES.invalidAmount);
    expect(at('abc')).toBe(RMB_MESSAGES.invalidAmount);
    expect(at('1')).toBe(RMB_MESSAGES.invalidAmount); // ¥0.00
    expect(at('10000')).toBeNull();
    expect(at('10000.01')).toBe(RMB_MESSAGES.insufficient);
    expect(at('47', 'rmb')).toBeNull();
    expect(at('47.01', 'rmb')).toBe(RMB_MESSAGES.insufficient);
    expect(checkStep(form({ step: 2 }), { ...ctx, balance: undefined })).toBe(
      RMB_MESSAGES.userNotLoaded,
    );
    expect(checkStep(form({ step: 2 }), { ...ctx, rate: null, rateState: 'loading' })).toBe(
      STEP_MESSAGES.rateLoading,
    );
  });

  it('step 3 needs the recipient ID and full name, and waits for the QR upload', () => {
    expect(checkStep(form({ step: 3, recipientId: '  ' }), ctx)).toBe(
      RMB_MESSAGES.recipientRequired,
    );
    expect(checkStep(form({ step: 3, fullName: '' }), ctx)).toBe(RMB_MESSAGES.recipientRequired);
    expect(checkStep(form({ step: 3 }), { ...ctx, qrUploading: true })).toBe(
      STEP_MESSAGES.qrUploading,
    );
    expect(checkStep(form({ step: 3 }), ctx)).toBeNull();
  });
});

describe('purchaseBody', () => {
  it('sends the side typed, the rate seen and the QR id', () => {
    expect(
      purchaseBody(
        form({ platform: 'alipay', alipayType: 'nigeria', fullName: ' Zhang Wei ' }),
        RATE,
        '5f0c5f7e-8a43-4b9f-9d0e-1f2a3b4c5d6e',
      ),
    ).toEqual({
      platform: 'alipay',
      alipay_type: 'nigeria',
      naira_amount: 500_000,
      exchange_rate: RATE,
      recipient_id: 'wxid_123',
      full_name: 'Zhang Wei',
      qr_id: '5f0c5f7e-8a43-4b9f-9d0e-1f2a3b4c5d6e',
    });
    expect(purchaseBody(form({ amount: { side: 'rmb', text: '10' } }), RATE, null)).toEqual({
      platform: 'wechat',
      rmb_amount: 1_000,
      exchange_rate: RATE,
      recipient_id: 'wxid_123',
      full_name: 'Zhang Wei',
    });
  });
});

describe('rmbFormReducer', () => {
  it('drops the Alipay type with Alipay, and Back never goes below step 1', () => {
    let s = rmbFormReducer(EMPTY_RMB_FORM, { type: 'platform', platform: 'alipay' });
    s = rmbFormReducer(s, { type: 'alipayType', alipayType: 'china' });
    s = rmbFormReducer(s, { type: 'platform', platform: 'wechat' });
    expect(s.alipayType).toBeNull();
    s = rmbFormReducer(s, { type: 'back' });
    expect(s.step).toBe(1);
    s = rmbFormReducer(s, { type: 'error', error: 'x' });
    s = rmbFormReducer(s, { type: 'next' });
    expect(s).toMatchObject({ step: 2, error: null });
  });
});
