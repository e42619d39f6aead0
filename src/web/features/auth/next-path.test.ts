import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, afterSignIn, authPath, guardedFrom, safeNextPath } from './next-path.ts';

describe('the page to return to after sign-in', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(afterSignIn('/withdraw')).toBe('/withdraw');
    expect(afterSignIn('/transactions?q=rent#top')).toBe('/transactions?q=rent#top');
    expect(afterSignIn('/olorioko001/users')).toBe('/olorioko001/users');
  });

  it('goes to the dashboard for nothing, the landing or sign-in page, or anything odd', () => {
    for (const next of [
      null,
      undefined,
      '',
      42,
      {},
      '/',
      '/auth',
      '/auth?next=/withdraw',
      'withdraw',
    ])
      expect(afterSignIn(next)).toBe(AFTER_SIGN_IN);
  });

  it('never leads to another site (open redirects)', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /withdraw',
      `/${'a'.repeat(2_001)}`,
    ])
      expect(safeNextPath(next)).toBeNull();
  });

  it("reads the guard's router state, and builds the sign-in link that carries it", () => {
    expect(guardedFrom({ from: '/settings' })).toBe('/settings');
    expect(guardedFrom({ from: '//evil.example' })).toBeNull();
    expect(guardedFrom(null)).toBeNull();
    expect(guardedFrom('/settings')).toBeNull();
    expect(authPath('/pay-bills?service=electricity')).toBe(
      '/auth?next=%2Fpay-bills%3Fservice%3Delectricity',
    );
    expect(authPath('/withdraw', 'signup')).toBe('/auth?mode=signup&next=%2Fwithdraw');
    expect(authPath(null)).toBe('/auth');
    expect(authPath(null, 'signup')).toBe('/auth?mode=signup');
  });
});
