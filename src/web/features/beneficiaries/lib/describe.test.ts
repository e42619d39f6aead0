import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '#shared/schemas/beneficiaries.ts';
import { describeBeneficiary, findSaved } from './describe.ts';

const at = { created_at: '2026-01-01T00:00:00Z', last_used_at: null };
const bank: Beneficiary = {
  ...at,
  id: 'b1',
  kind: 'bank',
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank',
  account_number: '0123456789',
  account_name: 'OKAFOR ADAEZE',
};
const owo: Beneficiary = { ...at, id: 'o1', kind: 'owo', email: 'bola@example.com', name: 'Bola' };

describe('saved recipients', () => {
  it('are described by name, then bank and number or e-mail', () => {
    expect(describeBeneficiary(bank)).toEqual({
      title: 'OKAFOR ADAEZE',
      detail: 'Guaranty Trust Bank · 0123456789',
    });
    expect(describeBeneficiary(owo)).toEqual({ title: 'Bola', detail: 'bola@example.com' });
  });

  it('are found by bank and number, or by e-mail in any case, never across kinds', () => {
    const list = [bank, owo];
    expect(findSaved(list, { kind: 'bank', bank_code: '058', account_number: '0123456789' })).toBe(
      bank,
    );
    expect(
      findSaved(list, { kind: 'bank', bank_code: '044', account_number: '0123456789' }),
    ).toBeUndefined();
    expect(findSaved(list, { kind: 'owo', email: ' Bola@Example.com' })).toBe(owo);
    expect(findSaved(list, { kind: 'owo', email: 'ada@example.com' })).toBeUndefined();
  });
});
