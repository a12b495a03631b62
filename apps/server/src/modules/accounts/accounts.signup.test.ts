import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthReply } from '@udlejning/shared/accounts/user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, uniqueEmail } from '../../test/factories';
import { outboxMails } from '../../platform/mail/mail.schema';
import { users } from '../../schema/accounts.schema';

const valid = {
  type: 'PERSONAL',
  firstname: 'Mette',
  lastname: 'Hansen',
  phone: '+4522334455',
  email: 'Mette.Hansen@Example.dk',
  password: 'hemmelig1',
};

describe('POST /api/users (signup)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // every test signs up its own address (any order, docs/architecture.md "Test order")
  const signUp = (email: string) => t.api.post('/api/users', { ...valid, email });

  it('creates a PERSONAL landlord: 201, token and session user, no password hash', async () => {
    const email = uniqueEmail('mette.hansen');
    const res = await signUp(email.replace('mette.hansen', 'Mette.Hansen').replace('example.dk', 'Example.dk'));
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthReply>();
    expect(body).toMatchObject({
      email,
      name: 'Mette Hansen',
      firstname: 'Mette',
      lastname: 'Hansen',
      phone: '+4522334455',
      type: 'PERSONAL',
      role: 'landlord',
      roles: [],
      emailVerified: false,
      verified: false,
      phoneVerified: false,
      company: null,
      cvr: null,
    });
    expect(typeof body.token).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    // the token works
    const me = await t.api.as(body.token).get('/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
  });

  it('mails the e-mail verification link', async () => {
    const email = uniqueEmail('verify');
    expect((await signUp(email)).statusCode).toBe(201);
    const rows = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.to, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe('verify-email');
    expect(rows[0].text).toMatch(/\/verify-email\?token=[\w.-]+/);
    expect(rows[0]).toMatchObject({ state: 'sent', attempts: 1, language: 'da', subject: 'Bekræft din e-mailadresse' });
  });

  it("signs up in the request's language: the user keeps it, the mail is written in it; a sign-in in another language switches it", async () => {
    const inject = (url: string, payload: object, language: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });
    const res = await inject('/api/users', { ...valid, email: 'english@example.dk' }, 'en');
    expect(res.statusCode).toBe(201);
    await t.deliverMails();
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'english@example.dk'));
    expect(user.language).toBe('en');
    const [mail] = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.to, 'english@example.dk'));
    expect(mail).toMatchObject({ language: 'en', subject: 'Confirm your e-mail address', state: 'sent' });
    expect(mail.text).toMatch(/^Hi Mette/);
    expect(
      (await inject('/api/auth', { email: 'english@example.dk', password: valid.password }, 'da-DK,da;q=0.9')).statusCode,
    ).toBe(200);
    const [after] = await t.deps.db.select().from(users).where(eq(users.email, 'english@example.dk'));
    expect(after.language).toBe('da');
  });

  it('creates a BUSINESS landlord with company fields', async () => {
    const res = await t.api.post('/api/users', {
      ...valid,
      email: uniqueEmail('firma'),
      type: 'BUSINESS',
      company: 'Bolig ApS',
      companyAddress: 'Vestergade 1, 8000 Aarhus C',
      cvr: '12345678',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'BUSINESS',
      company: 'Bolig ApS',
      companyAddress: 'Vestergade 1, 8000 Aarhus C',
      cvr: '12345678',
    });
  });

  it('refuses a duplicate e-mail in any case with 409 EMAIL_IN_USE', async () => {
    const email = uniqueEmail('mette.hansen');
    expect((await signUp(email)).statusCode).toBe(201);
    const res = await signUp(email.replace('mette', 'METTE').replace('.dk', '.DK'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email is already in use' });
    expect(res.json().error.issues).toEqual([{ path: ['email'], message: 'Email is already in use' }]);
  });

  it.each([
    ['type missing', { type: undefined }, 'type', 'Vælg en udlejertype'],
    ['type VA (admins only)', { type: 'VA' }, 'type', 'Vælg en udlejertype'],
    ['no email', { email: '' }, 'email', 'No email'],
    ['email missing', { email: undefined }, 'email', 'No email'],
    ['email not valid', { email: 'mette@' }, 'email', 'Email is not valid'],
    ['no password', { password: '' }, 'password', 'Password is missing'],
    ['short password', { password: '12345' }, 'password', 'Adgangskoden skal være mindst 6 tegn'],
    ['no firstname', { firstname: ' ' }, 'firstname', 'Missing firstname'],
    ['no lastname', { lastname: '' }, 'lastname', 'Missing lastname'],
    ['no phone', { phone: undefined }, 'phone', 'Missing phone'],
    ['BUSINESS without company', { type: 'BUSINESS', company: '' }, 'company', 'No company name'],
  ])('400 User validation failed: %s', async (_name, patch, field, message) => {
    const res = await t.api.post('/api/users', { ...valid, email: 'new@example.dk', ...patch });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('User validation failed');
    expect(error.issues).toContainEqual({ path: [field], message });
  });

  it('reports every field problem at once', async () => {
    const res = await t.api.post('/api/users', { type: 'BUSINESS' });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .error.issues.map((i: { path: string[] }) => i.path[0])
      .sort();
    expect(paths).toEqual(['company', 'email', 'firstname', 'lastname', 'password', 'phone']);
  });

  it('cannot sign up as admin or VA through extra fields', async () => {
    const res = await t.api.post('/api/users', { ...valid, email: 'sneaky@example.dk', role: 'admin', emailVerified: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'landlord', emailVerified: false });
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'sneaky@example.dk'));
    expect(row.role).toBe('landlord');
  });

  it('still creates the account when the mail transport fails', async () => {
    const failing = await startTestApp({ mailer: { send: async () => Promise.reject(new Error('smtp down')) } });
    try {
      const res = await failing.api.post('/api/users', { ...valid, email: 'nomail@example.dk' });
      expect(res.statusCode).toBe(201);
    } finally {
      await failing.close();
    }
  });

  it('a signed-up address cannot be reused by an existing landlord changing e-mail', async () => {
    const email = uniqueEmail('firma');
    expect((await signUp(email)).statusCode).toBe(201);
    const other = await buildLandlord(t.deps);
    const res = await t.api.as(other).post('/api/users/me', { email, currentPassword: other.password });
    expect(res.statusCode).toBe(409);
  });
});
