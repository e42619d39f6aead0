import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGES, normaliseGiftCardCode, RedeemGiftCardSchema } from './gift-cards.ts';

describe('gift card codes as typed', () => {
  it('accepts spaces, lower case and missing or misplaced dashes', () => {
    for (const typed of [
      'ABCD-EFGH-JKMN-PQRS',
      'abcd-efgh-jkmn-pqrs',
      ' abcd efgh jkmn pqrs ',
      'ABCDEFGHJKMNPQRS',
      'AB CD-EF GH-JK MN-PQ RS',
      'ABCD - EFGH - JKMN - PQRS',
      'ABCDE-FGHJ-KMNP-QRS',
    ])
      expect(RedeemGiftCardSchema.parse({ code: typed })).toEqual({ code: 'ABCD-EFGH-JKMN-PQRS' });
  });

  it('keeps what cannot be a code as typed (upper case, no spaces): it matches no card', () => {
    expect(normaliseGiftCardCode('hello world')).toBe('HELLOWORLD');
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQR0')).toBe('ABCD-EFGH-JKMN-PQR0');
  });

  it('still asks for a code when only spaces were typed', () => {
    const parsed = RedeemGiftCardSchema.safeParse({ code: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(GIFT_CARD_MESSAGES.emptyCode);
  });
});
