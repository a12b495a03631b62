/**
 * The permissions of doc 1 §6 for the seeker and statistics calls as one table (the style of
 * dwellings.permissions.test.ts): every call tried as logged-out, the dwelling's owner, another
 * landlord, an admin and the marketplace's integration key. 401 logged out (and the key on a user
 * call), 404 for a seeker or dwelling the actor may not see, 403 for another landlord's id.
 *
 * To add a call: add a row to CALLS with the expected status per actor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type ApiClient, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { upsertSeeker, upsertSeekerPreferences, type SeekerRow } from './seekers.repository';

const KEY = 'integration-key-for-permissions';
const ACTORS = ['anon', 'owner', 'other', 'admin', 'integration'] as const;
type ActorKey = (typeof ACTORS)[number];

type Ctx = { api: ApiClient; owner: TestUser; dwelling: DwellingRow; seeker: SeekerRow };
type Call = { name: string; run: (c: Ctx) => Promise<number>; expect: Record<ActorKey, number> };

const e = (anon: number, owner: number, other: number, admin: number, integration: number) => ({
  anon,
  owner,
  other,
  admin,
  integration,
});
/** The owner and admins; another landlord does not see it. */
const OWNER_AND_ADMIN_404 = e(401, 200, 404, 200, 401);
/** The owner and admins; another landlord's id is refused. */
const OWNER_AND_ADMIN_403 = e(401, 200, 403, 200, 401);
/** Any signed-in user (about themselves). */
const ANY_USER = e(401, 200, 200, 200, 401);

const status = async (p: Promise<{ statusCode: number }>) => (await p).statusCode;

const CALLS: Call[] = [
  {
    name: 'GET /api/chat/requestSeeker/:externalId (a seeker matched to the owner’s dwelling)',
    run: (c) => status(c.api.get(`/api/chat/requestSeeker/${c.seeker.externalId}`)),
    expect: OWNER_AND_ADMIN_404,
  },
  {
    name: 'GET /api/chat/requestPreference/:id',
    run: (c) => status(c.api.get(`/api/chat/requestPreference/${c.seeker.uuid}`)),
    expect: OWNER_AND_ADMIN_404,
  },
  {
    name: "POST /api/chat/requestSeekers option 'Dwelling'",
    run: (c) => status(c.api.post('/api/chat/requestSeekers', { id: c.dwelling.uuid, option: 'Dwelling' })),
    expect: OWNER_AND_ADMIN_404,
  },
  {
    name: "POST /api/chat/requestSeekers option 'User' (the owner's id)",
    run: (c) => status(c.api.post('/api/chat/requestSeekers', { id: c.owner.id, option: 'User' })),
    expect: OWNER_AND_ADMIN_403,
  },
  {
    name: 'GET /api/dwellings/activeDwellings',
    run: (c) => status(c.api.get('/api/dwellings/activeDwellings')),
    expect: ANY_USER,
  },
  {
    name: 'GET /api/dwellings/activeDwellings?userId= (the owner)',
    run: (c) => status(c.api.get(`/api/dwellings/activeDwellings?userId=${c.owner.id}`)),
    expect: OWNER_AND_ADMIN_403,
  },
  {
    name: 'POST /api/integration/seekers',
    run: (c) =>
      status(
        c.api.post('/api/integration/seekers', {
          seekers: [{ externalId: 'perm-1', name: 'Per Mission', email: 'per@example.dk', level: 'REGISTERED' }],
        }),
      ),
    expect: e(401, 401, 401, 401, 200),
  },
  {
    name: 'GET /api/statistics/:landlordId/:period (the owner’s id)',
    run: (c) => status(c.api.get(`/api/statistics/${c.owner.id}/all`)),
    expect: OWNER_AND_ADMIN_403,
  },
  { name: 'GET /api/statistics/me/:period', run: (c) => status(c.api.get('/api/statistics/me/30d')), expect: ANY_USER },
  {
    name: 'GET /api/statistics/:landlordId/:period/:dwellingUuid (the owner’s id and dwelling)',
    run: (c) => status(c.api.get(`/api/statistics/${c.owner.id}/30d/${c.dwelling.uuid}`)),
    expect: OWNER_AND_ADMIN_403,
  },
  {
    name: 'GET /api/statistics/me/:period/:dwellingUuid (the owner’s dwelling)',
    run: (c) => status(c.api.get(`/api/statistics/me/30d/${c.dwelling.uuid}`)),
    // 'me' is the caller: for an admin, the admin's own dwellings
    expect: e(401, 200, 404, 404, 401),
  },
];

let t: TestApp;
let clients: Record<ActorKey, ApiClient>;
let base: Omit<Ctx, 'api'>;

beforeAll(async () => {
  t = await startTestApp({}, { env: { INTEGRATION_KEY: KEY } });
  const owner = await buildLandlord(t.deps);
  const other = await buildLandlord(t.deps);
  const admin = await buildAdmin(t.deps);
  const dwelling = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: true });
  const seeker = await upsertSeeker(t.deps.db, {
    externalId: 'perm-seeker',
    externalFrom: 'marketplace',
    name: 'Pia Søger',
    email: 'pia@example.dk',
    level: 'PAYING',
  });
  await upsertSeekerPreferences(t.deps.db, { seekerId: seeker.id, locations: ['8000'], rent: 2_000_000 });
  // the owner's seeker list matches her to the dwelling (the visibility rule)
  const listed = await t.api.as(owner).post('/api/chat/requestSeekers', { id: dwelling.uuid, option: 'Dwelling' });
  expect(listed.json().results[0].externalId).toBe('perm-seeker');
  clients = { anon: t.api, owner: t.api.as(owner), other: t.api.as(other), admin: t.api.as(admin), integration: t.api.as(KEY) };
  base = { owner, dwelling, seeker };
});
afterAll(async () => {
  await t?.close();
});

describe('seekers and statistics: every call × every actor', () => {
  for (const call of CALLS) {
    it.each(ACTORS.map((who) => [who, call.expect[who]] as const))(`${call.name} as %s → %i`, async (who, expected) => {
      expect(await call.run({ ...base, api: clients[who] })).toBe(expected);
    });
  }

  it('a landlord never sees the e-mail of a seeker who neither wrote nor was matched to them', async () => {
    const res = await clients.other.get(`/api/chat/requestSeeker/${base.seeker.externalId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('pia@example.dk');
  });
});
