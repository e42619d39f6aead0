import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, DESKTOP_NAV, isActive, MOBILE_NAV } from './nav-items.ts';

describe('navigation items', () => {
  it('has the pill and the bar in their fixed order', () => {
    expect(DESKTOP_NAV.map((i) => i.label)).toEqual([
      'Home',
      'Wallets',
      'Loans',
      'Buy RMB',
      'Bills',
      'History',
    ]);
    expect(MOBILE_NAV.map((i) => i.label)).toEqual([
      'Home',
      'Wallets',
      'Loans',
      'Buy RMB',
      'History',
    ]);
    expect(ADMIN_NAV.to).toBe('/olorioko001');
  });

  it('matches the exact path, and / as Home', () => {
    const [home, wallets] = DESKTOP_NAV;
    expect(isActive(home, '/dashboard')).toBe(true);
    expect(isActive(home, '/')).toBe(true);
    expect(isActive(home, '/dashboard/')).toBe(true);
    expect(isActive(wallets, '/wallets')).toBe(true);
    expect(isActive(wallets, '/wallets/usd')).toBe(false);
    expect(isActive(home, '/wallets')).toBe(false);
  });
});
