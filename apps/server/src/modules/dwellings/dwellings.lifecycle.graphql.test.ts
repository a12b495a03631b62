import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling, storedDwelling } from './dwellings.test-support';
import { signStatusToken } from './status-token';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-20T10:00:00.000Z');
const TOGGLE = `mutation ($id: ID!, $active: Boolean!, $token: String) { toggleActive(id: $id, active: $active, token: $token) }`;
const EXTEND = `mutation ($id: ID, $dwellingId: ID, $token: String) { extendDwelling(id: $id, dwellingId: $dwellingId, token: $token) }`;

describe('dwelling lifecycle GraphQL', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ now: () => NOW });
    landlord = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const stored = (uuid: string) => storedDwelling(t.deps, uuid);
  const approved = () =>
    buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', expiresAt: new Date(NOW.getTime() + DAY_MS) });
  const code = (res: { json: () => { errors?: { extensions: { code: string } }[] } }) => res.json().errors?.[0].extensions.code;

  it('toggleActive returns the new active for owner, admin and token holder', async () => {
    const d = await approved();
    expect((await t.api.as(landlord).graph(TOGGLE, { id: d.uuid, active: false })).json().data.toggleActive).toBe(false);
    expect((await t.api.as(admin).graph(TOGGLE, { id: d.uuid, active: true })).json().data.toggleActive).toBe(true);
    const token = await signStatusToken(t.deps, d.uuid);
    expect((await t.api.graph(TOGGLE, { id: d.uuid, active: false, token })).json().data.toggleActive).toBe(false);
    expect((await stored(d.uuid)).active).toBe(false);
  });

  it('toggleActive: 401 logged out, 404 other landlord or other token, 409 twice', async () => {
    const d = await approved();
    expect(code(await t.api.graph(TOGGLE, { id: d.uuid, active: false }))).toBe('UNAUTHENTICATED');
    expect(code(await t.api.as(other).graph(TOGGLE, { id: d.uuid, active: false }))).toBe('NOT_FOUND');
    const elsewhere = await approved();
    const token = await signStatusToken(t.deps, elsewhere.uuid);
    expect(code(await t.api.graph(TOGGLE, { id: d.uuid, active: false, token }))).toBe('NOT_FOUND');
    expect(code(await t.api.as(landlord).graph(TOGGLE, { id: d.uuid, active: true }))).toBe('INVALID_TRANSITION');
  });

  it('extendDwelling by id or dwellingId returns the id; errors otherwise', async () => {
    const d = await approved();
    expect((await t.api.as(landlord).graph(EXTEND, { id: d.uuid })).json().data.extendDwelling).toBe(d.uuid);
    expect((await stored(d.uuid)).expiresAt?.getTime()).toBe(NOW.getTime() + (1 + 90) * DAY_MS);
    // a second extension right away is too early (docs/architecture.md "Dwellings and moderation")
    expect(code(await t.api.as(admin).graph(EXTEND, { dwellingId: d.uuid }))).toBe('EXTENSION_TOO_EARLY');
    const byAdmin = await approved();
    expect((await t.api.as(admin).graph(EXTEND, { dwellingId: byAdmin.uuid })).json().data.extendDwelling).toBe(byAdmin.uuid);
    const viaToken = await approved();
    const token = await signStatusToken(t.deps, viaToken.uuid);
    expect((await t.api.graph(EXTEND, { id: viaToken.uuid, token })).json().data.extendDwelling).toBe(viaToken.uuid);
    expect(code(await t.api.as(landlord).graph(EXTEND, {}))).toBe('VALIDATION_FAILED');
    expect(code(await t.api.graph(EXTEND, { id: d.uuid }))).toBe('UNAUTHENTICATED');
    expect(code(await t.api.as(other).graph(EXTEND, { id: d.uuid }))).toBe('NOT_FOUND');
    const draft = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    const res = await t.api.as(landlord).graph(EXTEND, { id: draft.uuid });
    expect(code(res)).toBe('INVALID_TRANSITION');
    expect(res.json().data?.extendDwelling ?? null).toBeNull();
  });
});
