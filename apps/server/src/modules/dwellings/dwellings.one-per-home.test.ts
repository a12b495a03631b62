/**
 * One listing per home (docs/architecture.md "One listing per home"): the owner's own second listing of a home is
 * refused (409 DWELLING_ADDRESS_TAKEN, nothing written); another landlord's is saved and flagged for the moderator,
 * who alone sees the flag and the other listing, on REST and GraphQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { DwellingListReply, DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { dwellings } from '../../schema/dwellings.schema';
import { auditEntries, buildDwelling, completeDwellingForm, insertTestAddress, storedDwelling } from './dwellings.test-support';
import { oneTimeTasks } from '../../platform/db/one-time-tasks.schema';
import { backfillHomeKeys, backfillHomeKeysOnce, HOME_KEYS_TASK } from './use-cases/home-key-backfill';

type ErrorReply = {
  error: { code: string; message: string; details?: { dwelling: string; active: boolean; status: string } };
};

describe('one listing per home', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const dwellingCount = async () => Number((await t.deps.db.select({ n: count() }).from(dwellings))[0].n);
  const create = (who: TestUser, location: Record<string, unknown>) =>
    t.api
      .as(who)
      .post('/api/dwellings', { step: 'lease', type: { dwelling: 'APARTMENT' }, size: { rooms: 2, area: 60 }, location });
  const expectTaken = (res: Awaited<ReturnType<typeof create>>, uuid: string) => {
    expect(res.statusCode).toBe(409);
    const { error } = res.json<ErrorReply>();
    expect(error.code).toBe('DWELLING_ADDRESS_TAKEN');
    // no Accept-Language: Danish
    expect(error.message).toBe('Du har allerede en annonce på denne adresse');
    expect(error.details).toEqual({ dwelling: uuid, active: expect.any(Boolean), status: expect.any(String) });
  };

  describe("the owner's own listing of the home", () => {
    it('refuses a second listing at creation, with the first listing in the details, and writes nothing', async () => {
      const landlord = await buildLandlord(t.deps);
      const id = await insertTestAddress(t.deps);
      const first = await create(landlord, { id });
      expect(first.statusCode).toBe(201);
      const before = await dwellingCount();
      const second = await create(landlord, { id });
      expectTaken(second, first.json<DwellingView>().uuid);
      expect(await dwellingCount()).toBe(before);
      // English on request
      const en = await t.api
        .as(landlord)
        .from('127.0.0.1', { 'accept-language': 'en' })
        .post('/api/dwellings', { location: { id } });
      expect(en.json<ErrorReply>().error.message).toBe('You already have a listing at this address');
    });

    it('refuses an address change of a draft to the home, and keeps the draft as it was', async () => {
      const landlord = await buildLandlord(t.deps);
      const taken = await insertTestAddress(t.deps);
      const free = await insertTestAddress(t.deps);
      const first = (await create(landlord, { id: taken })).json<DwellingView>();
      const draft = (await create(landlord, { id: free })).json<DwellingView>();
      const res = await t.api.as(landlord).post(`/api/dwellings/${draft.uuid}`, { location: { id: taken }, headline: 'Ny' });
      expectTaken(res, first.uuid);
      const stored = await storedDwelling(t.deps, draft.uuid);
      expect(stored!.location.id).toBe(free);
      expect(stored!.headline).toBeNull();
      // an unrelated save of the same draft is fine
      expect((await t.api.as(landlord).post(`/api/dwellings/${draft.uuid}`, { headline: 'Ny' })).statusCode).toBe(200);
    });

    it('refuses a duplicate to the home (the source itself counts), also when an admin duplicates', async () => {
      const landlord = await buildLandlord(t.deps);
      const id = await insertTestAddress(t.deps);
      const source = (await create(landlord, { id })).json<DwellingView>();
      const before = await dwellingCount();
      for (const who of [landlord, admin]) {
        const res = await t.api.as(who).post(`/api/dwellings/${source.uuid}/duplicate`, { location: { id } });
        expectTaken(res, source.uuid);
      }
      expect(await dwellingCount()).toBe(before);
      const elsewhere = await insertTestAddress(t.deps);
      const ok = await t.api.as(landlord).post(`/api/dwellings/${source.uuid}/duplicate`, { location: { id: elsewhere } });
      expect(ok.statusCode).toBe(201);
    });

    it('does not count rejected listings; an inactive one counts and is named as inactive', async () => {
      const landlord = await buildLandlord(t.deps);
      const rejected = await insertTestAddress(t.deps);
      const content = completeDwellingForm(rejected);
      await buildDwelling(t.deps, { owner: landlord, content, status: 'REJECTED' });
      expect((await create(landlord, { id: rejected })).statusCode).toBe(201);

      const inactiveAt = await insertTestAddress(t.deps);
      const inactive = await buildDwelling(t.deps, {
        owner: landlord,
        content: completeDwellingForm(inactiveAt),
        status: 'APPROVED',
        active: false,
      });
      const res = await create(landlord, { id: inactiveAt });
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorReply>().error.details).toEqual({ dwelling: inactive.uuid, active: false, status: 'APPROVED' });
    });

    it('matches addresses typed by hand on their normalised parts', async () => {
      const landlord = await buildLandlord(t.deps);
      const typed = { manualAddress: true, street: 'Gl. Kongevej', house: '3', floor: 'st.', door: 'th.', zip: '1610' };
      const first = await create(landlord, typed);
      expect(first.statusCode).toBe(201);
      const same = { manualAddress: true, street: ' gammel  kongevej ', house: '3', floor: 'Stuen', door: 'TH', zip: '1610' };
      expectTaken(await create(landlord, same), first.json<DwellingView>().uuid);
      expect((await create(landlord, { ...same, door: 'tv' })).statusCode).toBe(201);
    });
  });

  describe("another landlord's listing of the home", () => {
    it('saves and flags it; only the admin sees the flag and the other listing, on REST and GraphQL', async () => {
      const anne = await buildLandlord(t.deps, { firstname: 'Anne', lastname: 'Først' });
      const bo = await buildLandlord(t.deps, { firstname: 'Bo', lastname: 'Senere' });
      const id = await insertTestAddress(t.deps);
      const original = (await create(anne, { id })).json<DwellingView>();
      const res = await create(bo, { id });
      expect(res.statusCode).toBe(201);
      const flagged = res.json<DwellingView>();
      // the landlord learns nothing
      expect(flagged).not.toHaveProperty('possibleDuplicateOf');
      expect(JSON.stringify(flagged)).not.toContain(original.uuid);
      const own = (await t.api.as(bo).get(`/api/dwellings/${flagged.uuid}`)).json<DwellingView>();
      expect(own).not.toHaveProperty('possibleDuplicateOf');
      const ownList = (await t.api.as(bo).get('/api/dwellings?duplicate=true')).json<DwellingListReply>();
      expect(ownList.results.map((r) => r.uuid)).toEqual([flagged.uuid]);
      expect(ownList.results[0]).not.toHaveProperty('possibleDuplicateOf');
      const boGraph = await t.api
        .as(bo)
        .graph('query($id: ID!) { dwelling(id: $id) { possibleDuplicateOf { uuid ownerName } } }', { id: flagged.uuid });
      expect(boGraph.json().data.dwelling.possibleDuplicateOf).toBeNull();

      // the admin sees it on the dwelling, in the list with the filter, and on GraphQL
      const ref = { uuid: original.uuid, ownerName: 'Anne Først', status: 'DRAFT', active: true };
      const view = (await t.api.as(admin).get(`/api/dwellings/${flagged.uuid}`)).json<DwellingView>();
      expect(view.possibleDuplicateOf).toMatchObject(ref);
      const list = (await t.api.as(admin).get('/api/dwellings?filter=ALL&duplicate=true&pageSize=100')).json<DwellingListReply>();
      expect(list.results.map((r) => r.uuid)).toContain(flagged.uuid);
      expect(list.results.every((r) => r.possibleDuplicateOf)).toBe(true);
      const unflagged = (
        await t.api.as(admin).get('/api/dwellings?filter=ALL&duplicate=false&pageSize=100')
      ).json<DwellingListReply>();
      expect(unflagged.results.map((r) => r.uuid)).toContain(original.uuid);
      expect(unflagged.results.map((r) => r.uuid)).not.toContain(flagged.uuid);
      const graph = await t.api.as(admin).graph(
        `query($id: ID!) {
          dwelling(id: $id) { possibleDuplicateOf { uuid ownerName ownerEmail status active images address } }
          dwellingConnection(filter: { tab: ALL, duplicate: true }, first: 100) { edges { node { uuid possibleDuplicateOf { uuid } } } }
        }`,
        { id: flagged.uuid },
      );
      expect(graph.json().errors).toBeUndefined();
      expect(graph.json().data.dwelling.possibleDuplicateOf).toMatchObject(ref);
      const nodes = graph.json().data.dwellingConnection.edges.map((e: { node: { uuid: string } }) => e.node);
      expect(nodes).toContainEqual({ uuid: flagged.uuid, possibleDuplicateOf: { uuid: original.uuid } });

      // the activity log says so
      const entries = await auditEntries(t.api.as(admin), flagged.uuid);
      expect(entries.map((e) => e.data)).toContainEqual(
        expect.objectContaining({ type: 'possible-duplicate', duplicateOf: original.uuid }),
      );

      // an address change to a free home clears the flag (and logs it)
      const free = await insertTestAddress(t.deps);
      const moved = await t.api.as(admin).post(`/api/dwellings/${flagged.uuid}`, { location: { id: free } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<DwellingView>().possibleDuplicateOf).toBeNull();
      expect((await storedDwelling(t.deps, flagged.uuid))!.possibleDuplicateOf).toBeNull();
      const after = await auditEntries(t.api.as(admin), flagged.uuid);
      expect(after.map((e) => e.data)).toContainEqual(expect.objectContaining({ type: 'possible-duplicate-cleared' }));
    });

    it('flags a duplicate to another landlord’s home', async () => {
      const anne = await buildLandlord(t.deps);
      const bo = await buildLandlord(t.deps);
      const id = await insertTestAddress(t.deps);
      const original = (await create(anne, { id })).json<DwellingView>();
      const elsewhere = (await create(bo, { id: await insertTestAddress(t.deps) })).json<DwellingView>();
      const copy = await t.api.as(bo).post(`/api/dwellings/${elsewhere.uuid}/duplicate`, { location: { id } });
      expect(copy.statusCode).toBe(201);
      const row = await storedDwelling(t.deps, copy.json<{ result: DwellingView }>().result.uuid);
      const [originalRow] = await t.deps.db.select().from(dwellings).where(eq(dwellings.uuid, original.uuid));
      expect(row!.possibleDuplicateOf).toBe(originalRow.id);
    });

    it('does not flag against rejected listings', async () => {
      const anne = await buildLandlord(t.deps);
      const bo = await buildLandlord(t.deps);
      const id = await insertTestAddress(t.deps);
      await buildDwelling(t.deps, { owner: anne, content: completeDwellingForm(id), status: 'REJECTED' });
      const res = await create(bo, { id });
      expect(res.statusCode).toBe(201);
      expect((await storedDwelling(t.deps, res.json<DwellingView>().uuid))!.possibleDuplicateOf).toBeNull();
    });
  });

  it("the backfill keys older rows and flags the later of two landlords' listings of a home, once", async () => {
    const anne = await buildLandlord(t.deps);
    const bo = await buildLandlord(t.deps);
    const id = await insertTestAddress(t.deps);
    const older = { homeKey: null, createdAt: new Date('2020-01-01T00:00:00Z') };
    const first = await buildDwelling(t.deps, { owner: anne, content: completeDwellingForm(id), ...older });
    const later = await buildDwelling(t.deps, {
      owner: bo,
      content: completeDwellingForm(id),
      ...older,
      createdAt: new Date('2020-02-01T00:00:00Z'),
    });
    const rejected = await buildDwelling(t.deps, { owner: bo, content: completeDwellingForm(id), ...older, status: 'REJECTED' });
    const { written } = await backfillHomeKeys(t.deps.db, 2);
    expect(written).toBeGreaterThanOrEqual(3);
    expect((await storedDwelling(t.deps, first.uuid))!).toMatchObject({ homeKey: `dar:${id}`, possibleDuplicateOf: null });
    expect((await storedDwelling(t.deps, later.uuid))!).toMatchObject({ homeKey: `dar:${id}`, possibleDuplicateOf: first.id });
    expect((await storedDwelling(t.deps, rejected.uuid))!.possibleDuplicateOf).toBeNull();
    expect(await backfillHomeKeys(t.deps.db)).toMatchObject({ written: 0, flagged: 0 });
  });

  it('the start-up backfill runs once per database: a later start reads no row, a row without an address is not read again', async () => {
    const anne = await buildLandlord(t.deps);
    // a database on which the start-up backfill never ran
    await t.deps.db.delete(oneTimeTasks).where(eq(oneTimeTasks.name, HOME_KEYS_TASK));
    const noAddress = await buildDwelling(t.deps, { owner: anne, content: completeDwellingForm(null), homeKey: null });
    const older = await buildDwelling(t.deps, {
      owner: anne,
      content: completeDwellingForm(await insertTestAddress(t.deps)),
      homeKey: null,
    });
    // two instances starting at once: one runs it, the other waits for it and finds it done
    const [a, b] = await Promise.all([backfillHomeKeysOnce(t.deps.db), backfillHomeKeysOnce(t.deps.db)]);
    const ran = [a, b].filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.examined).toBeGreaterThanOrEqual(2); // the row without an address was read, once
    expect(ran[0]!.written).toBeGreaterThanOrEqual(1);
    expect((await storedDwelling(t.deps, older.uuid))!.homeKey).not.toBeNull();
    expect((await storedDwelling(t.deps, noAddress.uuid))!.homeKey).toBeNull();
    expect(await t.deps.db.select().from(oneTimeTasks).where(eq(oneTimeTasks.name, HOME_KEYS_TASK))).toHaveLength(1);

    // a later start: the task is not run (null), so no row is read, not even one a backfill would key
    const unkeyed = await buildDwelling(t.deps, {
      owner: anne,
      content: completeDwellingForm(await insertTestAddress(t.deps)),
      homeKey: null,
    });
    expect(await backfillHomeKeysOnce(t.deps.db)).toBeNull();
    expect((await storedDwelling(t.deps, unkeyed.uuid))!.homeKey).toBeNull();
    expect((await storedDwelling(t.deps, noAddress.uuid))!.homeKey).toBeNull();
  });
});
