import { describe, expect, it } from 'vitest';
import { PIN, withdrawer } from '#test/support/withdrawals.ts';
import { setPin } from './auth-helpers.ts';
import {
  ada,
  app,
  bola,
  deps,
  mailsTo,
  oneMail,
  PASSWORD,
  post,
  req,
  WAT_TIME,
} from './customer-emails.test-support.ts';

// The security e-mails: PIN set and changed, password changed and reset (set-up
// in customer-emails.test-support.ts).
describe('security e-mails', () => {
  it('tells the owner when the PIN is set and when it is changed, never the PIN itself', async () => {
    const set = await oneMail(ada(), 'Your Owo transaction PIN was set');
    expect(set.text).toContain("If this wasn't you, reset your password");
    expect(set.text).toMatch(WAT_TIME);
    await setPin(app(), deps(), ada().cookie, PIN, PASSWORD);
    const changed = await oneMail(ada(), 'Your Owo transaction PIN was changed');
    // Greeted by the profile's name once there is one.
    expect(changed.text).toMatch(/^Hello Ada Obi,/);
    for (const m of [set, changed]) {
      expect(m.to).toBe(ada().email);
      expect(m.text + m.html).not.toContain(PIN);
      expect(m.text + m.html).not.toContain(PASSWORD);
    }
    expect(await mailsTo(bola(), /PIN was changed/)).toHaveLength(0);
    // A wrong password changes nothing and mails nothing.
    const wrong = await req(ada(), '/api/me/pin', {
      method: 'PUT',
      body: JSON.stringify({ pin: '9999', current_password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(403);
    expect(await mailsTo(ada(), /PIN was changed/)).toHaveLength(1);
  });

  it('tells the owner when the password is changed (and not when the change is refused)', async () => {
    const who = await withdrawer(app(), deps(), 0);
    const refused = await post(who, '/api/auth/change-password', {
      currentPassword: 'wrong-password',
      newPassword: 'another-password',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await mailsTo(who, 'Your Owo password was changed')).toHaveLength(0);

    const ok = await post(who, '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-password',
    });
    expect(ok.status).toBe(200);
    const mail = await oneMail(who, 'Your Owo password was changed');
    expect(mail.text).toContain("If this wasn't you, reset your password");
    expect(mail.text).toContain(`${deps().config.publicUrl}/auth`);
    expect(mail.text).toMatch(WAT_TIME);
    expect(mail.text + mail.html).not.toContain('another-password');
    expect(await mailsTo(ada(), 'Your Owo password was changed')).toHaveLength(0);
  });

  it('tells the owner when the password is reset from an e-mailed link', async () => {
    const who = await withdrawer(app(), deps(), 0);
    const asked = await app().request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, redirectTo: '/auth' }),
    });
    expect(asked.status).toBe(200);
    const link = (await oneMail(who, 'Reset your Owo password')).text.match(
      /\/api\/auth\/reset-password\/(\w+)/,
    );
    const reset = await app().request('/api/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link?.[1], newPassword: 'a-new-password' }),
    });
    expect(reset.status).toBe(200);
    const mail = await oneMail(who, 'Your Owo password was changed');
    expect(mail.text).not.toContain(link?.[1]);
  });
});
