import { describe, expect, it } from 'vitest';
import { planCategory, planValidity } from './data-plans.ts';

describe('planValidity', () => {
  it('reads days, weeks and months from the name, 30 days when none is stated', () => {
    expect(planValidity('MTN 100MB - 1 Day')).toEqual({ days: 1, label: '1 Day' });
    expect(planValidity('1.5GB - 7 Days')).toEqual({ days: 7, label: '7 Days' });
    expect(planValidity('Glo 10GB 2 Weeks')).toEqual({ days: 14, label: '2 Weeks' });
    expect(planValidity('3GB Monthly')).toEqual({ days: 30, label: '1 Month' });
    expect(planValidity('N1000 1.5GB')).toEqual({ days: 30, label: '30 Days' });
  });
});

describe('planCategory', () => {
  it('classifies by name first, then by validity', () => {
    expect(planCategory('MTN 100MB - 1 Day')).toBe('daily');
    expect(planCategory('Airtel 350MB 2 days')).toBe('daily');
    expect(planCategory('MTN 1GB - 7 Days')).toBe('weekly');
    expect(planCategory('MTN 2GB - 14 Days')).toBe('monthly');
    expect(planCategory('MTN 10GB - 30 Days')).toBe('monthly');
    expect(planCategory('MTN Weekend Plan 1GB')).toBe('special');
    expect(planCategory('Airtel 1.5GB YouTube - 7 Days')).toBe('special');
    expect(planCategory('MTN 1TB Yearly Plan')).toBe('broadband');
    expect(planCategory('Glo 50GB MiFi - 30 Days')).toBe('broadband');
    expect(planCategory('Fallback bundle')).toBe('special');
  });
});
