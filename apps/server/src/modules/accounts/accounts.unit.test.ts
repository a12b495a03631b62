import { describe, expect, it } from 'vitest';
import type { UserActor } from '../../platform/auth/actor';
import { accountPolicy, authorizeAccount } from './accounts.policy';
import { createRateLimiter } from './rate-limit';
import { mailLink, resetPasswordMail } from './accounts.mails';

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
    expect(() => authorizeAccount(actor(false), 'updateUser', { id: 1 })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});

describe('createRateLimiter', () => {
  it('limits after max hits within the window and frees the key after it', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, now: () => new Date(now) });
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(false);
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.isLimited('b')).toBe(false);
    now = 999;
    expect(limiter.isLimited('a')).toBe(true);
    now = 1000;
    expect(limiter.isLimited('a')).toBe(false);
    limiter.hit('a');
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.isLimited('a')).toBe(false);
  });
});

describe('account mails', () => {
  it('link and Danish reset text', () => {
    const link = mailLink('http://localhost:3000/', '/reset-password', 'a.b_c-d');
    expect(link).toBe('http://localhost:3000/reset-password?token=a.b_c-d');
    const mail = resetPasswordMail({ id: 3, email: 'x@y.dk', firstname: 'Ib <b>' }, link);
    expect(mail).toMatchObject({ to: 'x@y.dk', kind: 'reset-password', meta: { userId: 3, link } });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Ib &#60;b&#62;');
  });
});
