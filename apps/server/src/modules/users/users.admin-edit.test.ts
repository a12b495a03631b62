/**
 * Admin user edit, POST /api/users/{id} (doc 1 §6, §7): the e-mail and the phone follow the same
 * rules as signup and the profile (no control characters in an e-mail; a phone is digits with an
 * optional leading plus), and an admin changing their own e-mail through the id route gives the
 * current password exactly as on POST /api/users/me.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { users } from '../../schema/accounts.schema';

describe('POST /api/users/{id}: input rules and the own e-mail', () => {
  let t: TestApp;
  let admin: TestUser;
  let target: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    target = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  const emailOf = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!.email;

  it.each(['nina\u001f@example.dk', 'nina@exa\u0085mple.dk', 'nina\u007f@example.dk', 'ni\u200bna@example.dk'])(
    'refuses the e-mail %j with 400 on email, for the admin edit and for signup alike',
    async (email) => {
      const res = await t.api.as(admin).post(`/api/users/${target.id}`, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: ['email'] }] });
      expect(await emailOf(target.id)).toBe(target.email);
      const signup = await t.api.post('/api/users', {
        type: 'PERSONAL',
        firstname: 'Nina',
        lastname: 'Nielsen',
        phone: '+4512345678',
        email,
        password: 'hemmelig-1',
      });
      expect(signup.statusCode).toBe(400);
      expect(signup.json().error.issues).toContainEqual(expect.objectContaining({ path: ['email'] }));
    },
  );

  it.each(['ring mig', '+45 12 34 <b>56</b>', '++4512345678', '4512345678+', '12-34'])(
    'refuses the phone %j with 400 on phone',
    async (phone) => {
      const res = await t.api.as(admin).post(`/api/users/${target.id}`, { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['phone'], message: 'Ugyldig telefon nummer' }],
      });
    },
  );

  // docs/architecture.md "Phone numbers": stored in E.164 however it was typed
  it.each(['+4512345678', '12345678', '+45 12 34 56 78', '12-34-56-78', '0045 1234 5678'])(
    'takes the phone %j',
    async (phone) => {
      const res = await t.api.as(admin).post(`/api/users/${target.id}`, { phone });
      expect(res.statusCode).toBe(200);
      expect(res.json().phone).toBe('+4512345678');
    },
  );

  it("an admin's own e-mail change by id needs the current password: missing or wrong is 400 WRONG_PASSWORD, right one saves", async () => {
    const me = await buildAdmin(t.deps);
    const missing = await t.api.as(me).post(`/api/users/${me.id}`, { email: 'new-own@example.dk' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      issues: [{ path: ['currentPassword'], message: 'Type present password' }],
    });
    const wrong = await t.api.as(me).post(`/api/users/${me.uuid}`, { email: 'new-own@example.dk', currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(await emailOf(me.id)).toBe(me.email);
    const right = await t.api.as(me).post(`/api/users/${me.id}`, { email: 'new-own@example.dk', currentPassword: me.password });
    expect(right.statusCode).toBe(200);
    expect(await emailOf(me.id)).toBe('new-own@example.dk');
  });

  it("an admin's own edit without an e-mail change, and another user's e-mail change, need no password", async () => {
    const me = await buildAdmin(t.deps);
    const own = await t.api.as(me).post(`/api/users/${me.id}`, { firstname: 'Ada', email: me.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
    // a landlord of its own: the other tests compare `target`'s stored e-mail, in any order
    const other = await buildLandlord(t.deps);
    const moved = await t.api.as(admin).post(`/api/users/${other.id}`, { email: 'moved@example.dk' });
    expect(moved.statusCode).toBe(200);
    expect(await emailOf(other.id)).toBe('moved@example.dk');
  });
});
