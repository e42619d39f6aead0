import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_MESSAGES, ChangePasswordSchema } from './change-password.ts';

const first = (v: Record<string, string>) => {
  const r = ChangePasswordSchema.safeParse(v);
  return r.success ? null : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path };
};

describe('ChangePasswordSchema', () => {
  it('asks for every field first', () => {
    expect(first({ currentPassword: 'old', newPassword: '', confirmPassword: 'x' })).toEqual({
      message: CHANGE_PASSWORD_MESSAGES.fillAll,
      path: ['newPassword'],
    });
  });

  it('then for matching passwords, then for the length', () => {
    expect(
      first({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' })?.message,
    ).toBe('New passwords do not match');
    expect(first({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      message: 'Password must be at least 6 characters',
      path: ['newPassword'],
    });
  });

  it('accepts a complete, matching, long enough change', () => {
    expect(
      first({ currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' }),
    ).toBeNull();
  });
});
