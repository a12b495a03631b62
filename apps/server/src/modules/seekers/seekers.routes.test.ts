/**
 * The seeker calls through the real app (doc 1 §2, §6, §7; doc 2 §7): the seeker list's
 * ranking and limit, the visibility rule (contacted or matched), preferences, activeDwellings and
 * the marketplace's seeker integration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEKER_LIST_LIMIT } from '@udlejning/shared/seekers/enums';
import type { SeekerList, SeekerPreferences, SeekerProfile } from '@udlejning/shared/seekers/seeker';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling, completeDwellingForm } from '../dwellings/dwellings.test-support';
import { threads } from '../../schema/messages.schema';
import { seekerMatches, seekers } from '../../schema/seekers.schema';
import { upsertSeeker, upsertSeekerPreferences } from './seekers.repository';
import { DEMO_SEEKERS, DEMO_SEEKER_COUNT, seedDemoSeekers } from './seekers.seed';

const KEY = 'integration-key-0123456789';
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

/**
 * A seeker with preferences; `fit` 'good' matches the test dwelling in `zip` (`listing(zip)`: 12.500 kr., 3 rooms,
 * 85 m², pets allowed, no end to the lease), 'fair' wants the same area, 'far' wants 2100 København Ø.
 * Each test that ranks seekers uses a postal code of its own: another test's good fits then miss the
 * location part (20 points), so they rank below this test's (any order).
 */
async function seeker(externalId: string, fit: 'good' | 'fair' | 'far', activeDaysAgo = 10, zip = '8000') {
  const row = await upsertSeeker(t.deps.db, {
    externalId,
    externalFrom: 'marketplace',
    name: `Søger ${externalId}`,
    email: `${externalId}@example.dk`,
    level: 'PAYING',
    activeSince: new Date(Date.now() - activeDaysAgo * 86_400_000),
  });
  await upsertSeekerPreferences(t.deps.db, {
    seekerId: row.id,
    rent: fit === 'good' ? 1_300_000 : 1_100_000,
    rooms: fit === 'good' ? 3 : 4,
    size: 80,
    rentalPeriod: 12,
    requirements: fit === 'good' ? ['PETS'] : ['FURNISHED'],
    dwellingTypes: ['APARTMENT'],
    locations: fit === 'far' ? ['2100'] : fit === 'good' ? [zip] : [`${zip.slice(0, 2)}99`],
  });
  return row;
}

beforeAll(async () => {
  t = await startTestApp({}, { env: { INTEGRATION_KEY: KEY } });
  owner = await buildLandlord(t.deps);
  other = await buildLandlord(t.deps);
  admin = await buildAdmin(t.deps);
});
afterAll(async () => {
  await t?.close();
});

/** The test dwelling's content, in `zip` (8000 Aarhus C by default). */
function listing(zip = '8000', city = 'Aarhus C') {
  const c = completeDwellingForm(null);
  c.location = { ...c.location, id: 'x', address: `Banegårdsgade 1, ${zip} ${city}`, zip, city };
  c.terms = [{ key: 'PETS', value: true, comment: null }];
  return c;
}

describe('POST /api/chat/requestSeekers', () => {
  it('lists at most 10 seekers ranked by fit, with name, e-mail, active since, userId and score; far ones left out', async () => {
    const d = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: true, content: listing() });
    for (let i = 0; i < 12; i += 1) await seeker(`good-${i}`, 'good', i + 1);
    const fair = await seeker('fair-1', 'fair');
    await seeker('far-1', 'far');

    const res = await t.api.as(owner).post('/api/chat/requestSeekers', { id: d.uuid, option: 'Dwelling' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<SeekerList>();
    expect(results).toHaveLength(SEEKER_LIST_LIMIT);
    // all good fits score 98 (97.5: availability left open counts half); ties: the most recently active first
    expect(results.map((r) => r.externalId)).toEqual(Array.from({ length: 10 }, (_, i) => `good-${i}`));
    expect(results[0]).toMatchObject({ name: 'Søger good-0', email: 'good-0@example.dk', score: 98 });
    expect(Date.parse(results[0].activeSince)).toBeGreaterThan(0);
    expect(results.some((r) => r.externalId === 'far-1')).toBe(false);

    // by numeric id too, and the fair one is reached once the good ones are filtered out by source
    const byId = await t.api
      .as(admin)
      .post('/api/chat/requestSeekers', { id: d.id, option: 'Dwelling', externalFrom: 'udlejning' });
    expect(byId.json<SeekerList>().results).toEqual([]);
    expect(fair.id).toBeGreaterThan(0);
  });

  it('a landlord gets 404 for another landlord’s dwelling and for an inactive one of their own', async () => {
    const theirs = await buildDwelling(t.deps, { owner: other, status: 'APPROVED', active: true });
    const inactive = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: false });
    expect((await t.api.as(owner).post('/api/chat/requestSeekers', { id: theirs.uuid, option: 'Dwelling' })).statusCode).toBe(
      404,
    );
    expect((await t.api.as(owner).post('/api/chat/requestSeekers', { id: inactive.uuid, option: 'Dwelling' })).statusCode).toBe(
      404,
    );
    expect((await t.api.as(owner).post('/api/chat/requestSeekers', { id: 'nope', option: 'Dwelling' })).statusCode).toBe(404);
  });

  it("option 'User' ranks over all the landlord's active dwellings; another landlord's id is 403", async () => {
    const landlord = await buildLandlord(t.deps);
    await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: true, content: listing('6000', 'Kolding') });
    await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: true, content: listing('7100', 'Vejle') });
    await seeker('user-kolding', 'good', -2, '6000');
    await seeker('user-vejle', 'good', -2, '7100');
    const res = await t.api.as(landlord).post('/api/chat/requestSeekers', { id: landlord.id, option: 'User' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SeekerList>().results.map((r) => r.externalId)).toEqual(
      expect.arrayContaining(['user-kolding', 'user-vejle']),
    );
    expect((await t.api.as(landlord).post('/api/chat/requestSeekers', { id: other.id, option: 'User' })).statusCode).toBe(403);
  });

  it('bad input is a 400 with the field', async () => {
    const res = await t.api.as(owner).post('/api/chat/requestSeekers', { id: 'x', option: 'Seeker' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toEqual(['option']);
  });
});

describe('seeker profile and preferences: the visibility rule', () => {
  it('a landlord sees a matched seeker’s profile and e-mail; another landlord gets 404; an admin sees any', async () => {
    const d = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: true, content: listing('5000', 'Odense C') });
    const s = await seeker('match-me', 'good', 0, '5000');
    expect((await t.api.as(owner).get('/api/chat/requestSeeker/match-me')).statusCode).toBe(404);
    await t.api.as(owner).post('/api/chat/requestSeekers', { id: d.uuid, option: 'Dwelling' });
    expect((await t.api.as(owner).get('/api/chat/requestSeeker/match-me')).statusCode).toBe(200);
    const [match] = await t.deps.db.select().from(seekerMatches).where(eq(seekerMatches.seekerId, s.id));
    expect(match).toMatchObject({ dwellingId: d.id, score: 98 });
    const stranger = await seeker('stranger', 'far');
    expect((await t.api.as(owner).get('/api/chat/requestSeeker/stranger')).statusCode).toBe(404);
    expect((await t.api.as(other).get('/api/chat/requestSeeker/match-me')).statusCode).toBe(404);
    const profile = (await t.api.as(admin).get('/api/chat/requestSeeker/stranger')).json<SeekerProfile>();
    expect(profile).toMatchObject({ name: 'Søger stranger', email: 'stranger@example.dk', userId: stranger.uuid, smoker: null });
  });

  it('a seeker with a thread on one of the landlord’s dwellings is visible to that landlord, with preferences', async () => {
    const d = await buildDwelling(t.deps, { owner: other, status: 'APPROVED', active: false });
    const s = await seeker('wrote', 'far');
    expect((await t.api.as(other).get(`/api/chat/requestPreference/${s.uuid}`)).statusCode).toBe(404);
    await t.deps.db.insert(threads).values({ dwellingId: d.id, seekerId: s.id });
    const profile = await t.api.as(other).get('/api/chat/requestSeeker/wrote');
    expect(profile.json<SeekerProfile>().email).toBe('wrote@example.dk');
    const prefs = (await t.api.as(other).get(`/api/chat/requestPreference/${s.uuid}`)).json<SeekerPreferences>();
    expect(prefs).toEqual({
      rent: 1_100_000,
      rooms: 4,
      size: 80,
      rentalPeriod: 12,
      available: null,
      requirements: ['FURNISHED'],
      dwellingTypes: ['APARTMENT'],
      locations: ['2100'],
    });
    expect((await t.api.as(admin).get('/api/chat/requestPreference/not-a-uuid')).statusCode).toBe(404);
  });

  it('a match stops counting once the dwelling is deactivated', async () => {
    const d = await buildDwelling(t.deps, {
      owner: other,
      status: 'APPROVED',
      active: true,
      content: listing('9000', 'Aalborg'),
    });
    await seeker('fades', 'good', -1, '9000');
    const list = (await t.api.as(other).post('/api/chat/requestSeekers', { id: d.uuid, option: 'Dwelling' })).json<SeekerList>();
    expect(list.results[0].externalId).toBe('fades');
    expect((await t.api.as(other).get('/api/chat/requestSeeker/fades')).statusCode).toBe(200);
    await t.api.as(other).post(`/api/dwellings/${d.uuid}/activation`, { active: false });
    expect((await t.api.as(other).get('/api/chat/requestSeeker/fades')).statusCode).toBe(404);
  });
});

describe('GET /api/dwellings/activeDwellings', () => {
  it("lists the caller's own active, approved dwellings; an admin may name a landlord; a landlord may not", async () => {
    const fresh = await buildLandlord(t.deps);
    const a = await buildDwelling(t.deps, { owner: fresh, status: 'APPROVED', active: true, listingType: 'PREMIUM' });
    await buildDwelling(t.deps, { owner: fresh, status: 'APPROVED', active: false });
    await buildDwelling(t.deps, { owner: fresh, status: 'PENDING_REVIEW', active: true });
    const mine = await t.api.as(fresh).get('/api/dwellings/activeDwellings');
    expect(mine.json()).toEqual({
      results: [{ uuid: a.uuid, address: a.address, zip: '8000', city: 'Aarhus C', listingType: 'PREMIUM' }],
    });
    expect((await t.api.as(admin).get(`/api/dwellings/activeDwellings?userId=${fresh.id}`)).json().results).toHaveLength(1);
    expect((await t.api.as(owner).get(`/api/dwellings/activeDwellings?userId=${fresh.id}`)).statusCode).toBe(403);
    expect((await t.api.as(owner).get('/api/dwellings/activeDwellings?userId=abc')).statusCode).toBe(400);
    expect((await t.api.get('/api/dwellings/activeDwellings')).statusCode).toBe(401);
  });
});

describe('POST /api/integration/seekers', () => {
  const body = {
    seekers: [
      {
        externalId: 'mp-1',
        name: 'Mona Markedsplads',
        email: 'mona@example.dk',
        level: 'PAYING',
        type: 'FAMILY',
        smoker: false,
        preferences: { rent: 1_500_000, rooms: 3, locations: ['8000', '8000'], dwellingTypes: ['HOUSE'] },
      },
    ],
  };

  it('refuses a call without the key (401) and with a wrong one', async () => {
    expect((await t.api.post('/api/integration/seekers', body)).statusCode).toBe(401);
    expect((await t.api.as('wrong-key-wrong-key').post('/api/integration/seekers', body)).statusCode).toBe(401);
    expect((await t.api.as(owner).post('/api/integration/seekers', body)).statusCode).toBe(401);
  });

  it('creates, then updates by externalId (level can go down), replacing preferences', async () => {
    const first = await t.api.as(KEY).post('/api/integration/seekers', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 1, updated: 0 });
    const again = await t.api.as(KEY).post('/api/integration/seekers', {
      seekers: [{ ...body.seekers[0], level: 'REGISTERED', name: 'Mona M.', preferences: { rooms: 2 } }],
    });
    expect(again.json()).toEqual({ created: 0, updated: 1 });
    const [row] = await t.deps.db.select().from(seekers).where(eq(seekers.externalId, 'mp-1'));
    expect(row).toMatchObject({ name: 'Mona M.', level: 'REGISTERED', type: 'FAMILY', externalFrom: 'marketplace' });
    const prefs = (await t.api.as(admin).get(`/api/chat/requestPreference/${row.uuid}`)).json<SeekerPreferences>();
    expect(prefs).toMatchObject({ rent: null, rooms: 2, locations: [] });
  });

  it('takes the level as optional: a new seeker without one is REGISTERED, an update without one keeps it', async () => {
    const mona = { ...body.seekers[0], externalId: 'mp-level', email: 'level@example.dk' };
    const { level: _level, ...withoutLevel } = mona;
    expect((await t.api.as(KEY).post('/api/integration/seekers', { seekers: [withoutLevel] })).json()).toEqual({
      created: 1,
      updated: 0,
    });
    const levelOf = async () => (await t.deps.db.select().from(seekers).where(eq(seekers.externalId, 'mp-level')))[0]?.level;
    expect(await levelOf()).toBe('REGISTERED');
    await t.api.as(KEY).post('/api/integration/seekers', { seekers: [mona] });
    expect(await levelOf()).toBe('PAYING');
    await t.api.as(KEY).post('/api/integration/seekers', { seekers: [{ ...withoutLevel, name: 'Mona L.' }] });
    expect(await levelOf()).toBe('PAYING');
    const visitor = await t.api.as(KEY).post('/api/integration/seekers', { seekers: [{ ...mona, level: 'VISITOR' }] });
    expect(visitor.statusCode).toBe(400);
  });

  it('bad seekers are a 400 naming the field', async () => {
    const res = await t.api.as(KEY).post('/api/integration/seekers', {
      seekers: [{ ...body.seekers[0], email: 'nope', preferences: { locations: ['80000'] } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: unknown[] }) => i.path.join('.'))).toEqual([
      'seekers.0.email',
      'seekers.0.preferences.locations.0',
    ]);
  });
});

describe('demo seekers', () => {
  it('seeds a few hundred seekers once, the two fixed ones included', async () => {
    const fresh = await startTestApp();
    try {
      expect(await seedDemoSeekers(fresh.deps.db)).toBe(DEMO_SEEKER_COUNT + 2);
      expect(await seedDemoSeekers(fresh.deps.db)).toBe(0);
      const rows = await fresh.deps.db.select().from(seekers);
      expect(rows.find((r) => r.email === DEMO_SEEKERS.paying.email)?.level).toBe('PAYING');
      expect(rows.find((r) => r.email === DEMO_SEEKERS.registered.email)?.level).toBe('REGISTERED');
      const levels = new Set(rows.map((r) => r.level));
      expect(levels).toEqual(new Set(['PAYING', 'REGISTERED']));
      expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
    } finally {
      await fresh.close();
    }
  });
});
