import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, uniqueEmail } from '../../test/factories';
import { outboxMails } from '../../platform/mail/mail.schema';
import { users } from '../../schema/accounts.schema';

const REQ = 'mutation ($email: String!) { reqResetPassword(email: $email) }';
const RESET =
  'mutation ($password: String!, $userId: ID!, $email: String!) { userResetPassword(password: $password, userId: $userId, email: $email) }';
const ME = '{ me { id } }';
const UNDO = 'mutation ($token: String!) { undoEmailChange(token: $token) }';

/** The newest outbox mail of `kind` to `to`. */
async function newestMail(t: TestApp, to: string, kind: string) {
  const [mail] = await t.deps.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), eq(outboxMails.kind, kind)))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  return mail;
}

describe('a password change or reset ends every other session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string): Promise<string> => {
    const res = await t.api.post('/api/auth', { email, password });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  };

  it('after a password change the old tokens are refused; the changing session carries on with its fresh token', async () => {
    const user = await buildLandlord(t.deps);
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    const res = await t.api.as(laptop).post('/api/users/me/password', { oldPassword: user.password, password: 'nyt-kodeord' });
    expect(res.statusCode).toBe(200);
    const fresh: string = res.json().token;
    expect(fresh).not.toBe(laptop);

    for (const old of [laptop, phone, user.token]) {
      expect((await t.api.as(old).get('/api/users/me')).statusCode).toBe(401);
      expect((await t.api.as(old).graph(ME)).json().data.me).toBeNull();
      expect((await t.api.as(old).post('/api/users/me', { firstname: 'X' })).statusCode).toBe(401);
    }
    const me = await t.api.as(fresh).get('/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    // a profile save keeps the session (no version bump)
    const saved = await t.api.as(fresh).post('/api/users/me', { firstname: 'Stadig' });
    expect(saved.statusCode).toBe(200);
    expect((await t.api.as(fresh).get('/api/users/me')).statusCode).toBe(200);
    expect((await t.api.as(saved.json().token).get('/api/users/me')).statusCode).toBe(200);
    // signing in again works with the new password
    expect((await t.api.as(await signIn(user.email, 'nyt-kodeord')).get('/api/users/me')).statusCode).toBe(200);
  });

  it('after a reset every earlier token is refused; the token the reset returns signs in', async () => {
    const user = await buildLandlord(t.deps);
    const session = await signIn(user.email, user.password);
    expect((await t.api.graph(REQ, { email: user.email })).json().data.reqResetPassword).toBe(true);
    const mail = await newestMail(t, user.email, 'reset-password');
    const token = /\?token=([\w.-]+)/.exec(mail.text)?.[1] ?? null;
    const res = await t.api.as(token).graph(RESET, { password: 'efter-reset1', userId: String(user.id), email: user.email });
    const fresh: string = res.json().data.userResetPassword;
    for (const old of [session, user.token]) expect((await t.api.as(old).get('/api/users/me')).statusCode).toBe(401);
    expect((await t.api.as(fresh).get('/api/users/me')).json().id).toBe(user.id);
  });

  it('a login token signed before versions existed (no ver claim) counts as version 0', async () => {
    const user = await buildLandlord(t.deps);
    const legacy = await t.deps.tokens.sign('login', { sub: String(user.id) });
    expect((await t.api.as(legacy).get('/api/users/me')).statusCode).toBe(200);
    await t.deps.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await t.api.as(legacy).get('/api/users/me')).statusCode).toBe(401);
  });
});

describe('changing the e-mail asks for the password and tells the old address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('400 on currentPassword when it is missing or wrong; nothing changes', async () => {
    const user = await buildLandlord(t.deps, { email: 'gammel@example.dk', emailVerified: true });
    const missing = await t.api.as(user).post('/api/users/me', { email: 'ny@example.dk' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.issues).toContainEqual({ path: ['currentPassword'], message: 'Type present password' });
    const wrong = await t.api.as(user).post('/api/users/me', { email: 'ny@example.dk', currentPassword: 'forkert' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      issues: [{ path: ['currentPassword'], message: 'Type present password' }],
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'gammel@example.dk', emailVerified: true });
    expect(await t.deps.db.select().from(outboxMails).where(eq(outboxMails.to, 'gammel@example.dk'))).toEqual([]);
  });

  it('the same address in another case, or other fields alone, need no password', async () => {
    const user = await buildLandlord(t.deps, { email: 'samme@example.dk' });
    expect((await t.api.as(user).post('/api/users/me', { email: ' SAMME@example.dk ', firstname: 'Ane' })).statusCode).toBe(200);
    expect((await t.api.as(user).post('/api/users/me', { phone: '+4511112222' })).statusCode).toBe(200);
  });

  it('with the right password: the new address gets a link, the old one a notice naming the new address', async () => {
    const user = await buildLandlord(t.deps, { email: 'foer@example.dk', firstname: 'Bente' });
    const res = await t.api.as(user).post('/api/users/me', { email: 'efter@example.dk', currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'efter@example.dk', emailVerified: false });
    expect(await newestMail(t, 'efter@example.dk', 'verify-email')).toBeDefined();
    const notice = await newestMail(t, 'foer@example.dk', 'email-changed');
    expect(notice).toMatchObject({
      subject: 'Din e-mailadresse er ændret',
      meta: { userId: user.id, newEmail: 'efter@example.dk' },
    });
    expect(notice.text).toContain('fra foer@example.dk til efter@example.dk');
    expect(notice.text).toContain('/undo-email-change?token=');
    // the session stays signed in
    expect((await t.api.as(res.json().token).get('/api/users/me')).json().email).toBe('efter@example.dk');
  });

  it('the undo link in the notice puts the old address back, ends every session and mails a reset link; once only', async () => {
    const before = uniqueEmail('undo-foer');
    const after = uniqueEmail('undo-efter');
    const user = await buildLandlord(t.deps, { email: before });
    const changed = await t.api.as(user).post('/api/users/me', { email: after, currentPassword: user.password });
    expect(changed.statusCode).toBe(200);
    const newSession = changed.json().token as string;
    const notice = await newestMail(t, before, 'email-changed');
    const token = decodeURIComponent(/\/undo-email-change\?token=([^\s"&<]+)/.exec(notice!.text)![1]!);

    const undo = await t.api.graph(UNDO, { token });
    expect(undo.json()).toEqual({ data: { undoEmailChange: true } });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: before, emailVerified: true });
    // the session of whoever changed it is over, and the old address gets a link to choose a new password
    expect((await t.api.as(newSession).get('/api/users/me')).statusCode).toBe(401);
    await t.deliverMails();
    expect(await newestMail(t, before, 'reset-password')).toBeDefined();
    // the same link again, or after the address changed once more: the link has done its work
    const again = await t.api.graph(UNDO, { token });
    expect(again.json().errors[0].extensions.code).toBe('TOKEN_EXPIRED');
  });

  it('an undo link is refused when another account took the old address meanwhile (409), and when forged (401)', async () => {
    const before = uniqueEmail('undo-taget');
    const user = await buildLandlord(t.deps, { email: before });
    await t.api.as(user).post('/api/users/me', { email: uniqueEmail('undo-ny'), currentPassword: user.password });
    const notice = await newestMail(t, before, 'email-changed');
    const token = decodeURIComponent(/\/undo-email-change\?token=([^\s"&<]+)/.exec(notice!.text)![1]!);
    await buildLandlord(t.deps, { email: before });
    const taken = await t.api.graph(UNDO, { token });
    expect(taken.json().errors[0].extensions.code).toBe('EMAIL_IN_USE');
    const forged = await t.api.graph(UNDO, { token: `${token.slice(0, -4)}AAAA` });
    expect(forged.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("an admin changing a user's e-mail needs no password; the old address is told too", async () => {
    const admin = await buildAdmin(t.deps);
    const user = await buildLandlord(t.deps, { email: 'adm-foer@example.dk' });
    const res = await t.api.as(admin).post(`/api/users/${user.id}`, { email: 'adm-efter@example.dk' });
    expect(res.statusCode).toBe(200);
    expect(await newestMail(t, 'adm-foer@example.dk', 'email-changed')).toBeDefined();
  });
});
