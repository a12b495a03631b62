/**
 * One phone rule through signup, the profile, the admin's user edit and the listing contact (docs/architecture.md
 * "Phone numbers"): the number signup accepts is the one the listing form then accepts, stored in E.164 and shown
 * grouped on the public page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthReply } from '@udlejning/shared/accounts/user';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { startTestApp, type TestApp } from './test/test-app';
import { buildAdmin, buildLandlord, uniqueEmail, type TestUser } from './test/factories';
import { buildDwelling, completeDwellingForm } from './modules/dwellings/dwellings.test-support';

type IssueReply = { error: { code: string; issues: { path: (string | number)[]; message: string }[] } };

describe('phone numbers, typed the common ways', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const signUp = (phone: string) =>
    t.api.post('/api/users', {
      type: 'PERSONAL',
      firstname: 'Mette',
      lastname: 'Hansen',
      phone,
      email: uniqueEmail('phone'),
      password: 'hemmelig1',
    });

  it('signup accepts "+45 22 33 44 55", stores +4522334455, and the new listing\'s prefilled contact passes the description step', async () => {
    const res = await signUp('+45 22 33 44 55');
    expect(res.statusCode).toBe(201);
    const user = res.json<AuthReply>();
    expect(user.phone).toBe('+4522334455');
    const created = await t.api.as(user.token).post('/api/dwellings', {});
    expect(created.json<DwellingView>().contact.phone).toBe('+4522334455');
    const uuid = created.json<DwellingView>().uuid;
    const step = await t.api.as(user.token).post(`/api/dwellings/${uuid}`, {
      step: 'description',
      headline: 'Lys lejlighed',
      description: 'x'.repeat(120),
    });
    expect(step.statusCode).toBe(200);
  });

  it.each(['22 33 44 55', '0045 22334455', '22-33-44-55'])('signup, profile and admin edit store "%s" as +4522334455', async (phone) => {
    const res = await signUp(phone);
    expect(res.statusCode).toBe(201);
    expect(res.json<AuthReply>().phone).toBe('+4522334455');

    const landlord = await buildLandlord(t.deps, { phone: '+4511111111' });
    const profile = await t.api.as(landlord).post('/api/users/me', {
      firstname: landlord.firstname,
      lastname: landlord.lastname,
      email: landlord.email,
      phone,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ phone: string }>().phone).toBe('+4522334455');

    const other = await buildLandlord(t.deps, { phone: '+4511111111' });
    const edit = await t.api.as(admin).post(`/api/users/${other.id}`, { phone });
    expect(edit.statusCode).toBe(200);
    expect((await t.api.as(other).get('/api/users/me')).json<{ phone: string }>().phone).toBe('+4522334455');
  });

  it('letters stay "Ugyldig telefon nummer" on signup and on the listing contact', async () => {
    const res = await signUp('ring 22334455');
    expect(res.statusCode).toBe(400);
    expect(res.json<IssueReply>().error.issues).toContainEqual({ path: ['phone'], message: 'Ugyldig telefon nummer' });
    const landlord = await buildLandlord(t.deps);
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    const save = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}`, { step: 'description', contact: { phone: '22 33 ab' } });
    expect(save.statusCode).toBe(400);
    expect(save.json<IssueReply>().error.issues).toContainEqual({ path: ['contact', 'phone'], message: 'Ugyldig telefon nummer' });
  });

  it('the listing contact phone is stored in E.164 and shown grouped on the public page', async () => {
    const landlord = await buildLandlord(t.deps);
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    const save = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}`, { step: 'description', contact: { phone: '0045 22-33-44-55' } });
    expect(save.statusCode).toBe(200);
    expect(save.json<DwellingView>().contact.phone).toBe('+4522334455');

    const content = completeDwellingForm(null);
    content.contact = { ...content.contact, phone: '+46701234567' };
    const shown = await buildDwelling(t.deps, { owner: landlord, content, status: 'APPROVED', phoneable: true });
    const page = await t.api.get(`/api/public/dwellings/${shown.uuid}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<PublicListing>().contact.phone).toBe('+46 70 123 45 67');
  });
});
