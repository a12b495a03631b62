import { describe, expect, it } from 'vitest';
import type { UserActor } from '../../platform/auth/actor';
import { accountPolicy, authorizeAccount } from './accounts.policy';
import { mailLink, resetPasswordMail, verifyEmailMail } from './accounts.mails';
import { renderMailHtml } from '../../platform/mail/layout';

const actor = (isAdmin: boolean, userId = 1): UserActor => ({
  kind: 'user',
  userId,
  uuid: 'u',
  role: isAdmin ? 'admin' : 'landlord',
  type: 'PERSONAL',
  verified: false,
  isAdmin,
  name: 'N',
});

describe('accountPolicy', () => {
  it.each([
    ['admin', 'updateUser', true],
    ['landlord', 'updateUser', false],
    ['admin', 'editCvr', true],
    ['landlord', 'editCvr', false],
    ['admin', 'resendVerification', true],
    ['landlord', 'resendVerification', false],
  ] as const)('%s %s another user -> %s', (who, action, expected) => {
    expect(accountPolicy[action](actor(who === 'admin'), { id: 2 })).toBe(expected);
  });

  it('a landlord may resend the verification of the own address; authorize throws FORBIDDEN otherwise', () => {
    expect(accountPolicy.resendVerification(actor(false, 2), { id: 2 })).toBe(true);
    // an address that matches no account: only admins may ask (and learn nothing is sent)
    expect(accountPolicy.resendVerification(actor(true), null)).toBe(true);
    expect(accountPolicy.resendVerification(actor(false), null)).toBe(false);
    expect(() => authorizeAccount(actor(false), 'updateUser', { id: 1 })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});

describe('account mails', () => {
  it('link and Danish reset text; the HTML part escapes what the user typed', async () => {
    const link = mailLink('http://localhost:3000/', '/reset-password', 'a.b_c-d');
    expect(link).toBe('http://localhost:3000/reset-password?token=a.b_c-d');
    const mail = resetPasswordMail({ id: 3, email: 'x@y.dk', firstname: 'Ib <b>' }, link, 'da');
    expect(mail).toMatchObject({
      to: 'x@y.dk',
      kind: 'reset-password',
      subject: 'Nulstil din adgangskode',
      meta: { userId: 3, link },
    });
    expect(mail.text).toContain(link);
    expect(mail.text).toMatch(/^Hej Ib <b>\n/);
    expect(mail.text).toContain('Venlig hilsen\nUdlejning');
    const html = await renderMailHtml(mail.content);
    expect(html).toContain('Ib &#60;b&#62;');
    expect(html).not.toContain('Ib <b>');
    expect(html).toContain(`href="${link}"`);
  });

  it('the same mail in English for an English recipient', () => {
    const mail = verifyEmailMail({ id: 4, email: 'x@y.dk', firstname: 'Ann' }, 'http://h/verify-email?token=t', 'en');
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail address', language: 'en' });
    expect(mail.text).toMatch(/^Hi Ann\n/);
    expect(mail.text).toContain('Kind regards');
  });
});
