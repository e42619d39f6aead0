import { describe, expect, it } from 'vitest';
import { formatRateChange, needsRateConfirmation, rateChangeTenths } from './rate-change.ts';

describe('needsRateConfirmation', () => {
  it('asks only above 10% either way, exactly at the edge', () => {
    expect(needsRateConfirmation('1538.46', '153846')).toBe(true); // the 100x typo
    expect(needsRateConfirmation('100', '110')).toBe(false); // exactly 10%
    expect(needsRateConfirmation('100', '110.00001')).toBe(true);
    expect(needsRateConfirmation('100', '90')).toBe(false);
    expect(needsRateConfirmation('100', '89.99999')).toBe(true);
    expect(needsRateConfirmation('0.0047', '0.00517')).toBe(false); // +10.0%
    expect(needsRateConfirmation('0.0047', '0.00518')).toBe(true);
    expect(needsRateConfirmation('212.77', '212.7700000000')).toBe(false);
  });
});

describe('formatRateChange', () => {
  it('states the change to a tenth of a percent, signed and grouped', () => {
    expect(formatRateChange('1538.46', '153846')).toBe('+9,900%');
    expect(formatRateChange('1538.46', '15.3846')).toBe('-99%');
    expect(formatRateChange('1538.46', '1612.25')).toBe('+4.8%');
    expect(formatRateChange('100', '100')).toBe('0%');
    expect(formatRateChange('3', '2')).toBe('-33.3%');
    expect(formatRateChange('3', '4')).toBe('+33.3%');
    // 6.25%: the half tenth rounds away from zero.
    expect(rateChangeTenths('16', '17')).toBe(63n);
    expect(rateChangeTenths('16', '15')).toBe(-63n);
  });
});
