/**
 * Viewings through GraphQL (docs/architecture.md "Viewings"): the same services as REST behind the
 * landlord's queries and mutations: open a time, list it (paged connection) and its day, cancel a
 * seat and the time; another landlord's ids are NOT_FOUND.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { buildSeeker } from '../messages/messages.test-support';
import { buildBooking, buildSlot, dayAfter } from './viewings.test-support';

let t: TestApp;
let landlord: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  landlord = await buildLandlord(t.deps);
  other = await buildLandlord(t.deps);
});
afterAll(() => t?.close());

const SLOT = 'id dwellingUuid durationMinutes capacity note booked cancelled bookings { id state seeker { name } }';
const CREATE = `mutation($d: ID!, $i: ViewingInput!) { createViewing(dwelling: $d, input: $i) { ${SLOT} } }`;
const LIST = `query($d: ID!, $first: Int) { viewings(dwelling: $d, first: $first) { totalCount edges { node { id } } } }`;
const DAY = `query($date: String!) { viewingDay(date: $date) { totalCount edges { node { id dwelling { uuid } } } } }`;
const CANCEL_SEAT = 'mutation($id: ID!) { cancelViewingBooking(id: $id) { id state } }';
const CANCEL = 'mutation($id: ID!) { cancelViewing(id: $id) { id cancelled } }';

describe('viewings GraphQL', () => {
  it('opens, lists (paged) and cancels times and seats; another landlord gets NOT_FOUND', async () => {
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', listingType: 'PREMIUM', active: true });
    const date = dayAfter(t.deps.now(), 7);
    const input = { date, start: '17:00', durationMinutes: 30, capacity: 2, note: 'Ring på' };
    const created = await t.api.as(landlord).graph(CREATE, { d: dwelling.uuid, i: input });
    expect(created.json().data.createViewing).toMatchObject({
      dwellingUuid: dwelling.uuid,
      capacity: 2,
      note: 'Ring på',
      booked: 0,
    });
    const first = created.json().data.createViewing.id as string;
    const second = await buildSlot(t.deps, dwelling, { inDays: 8 });

    const page = (await t.api.as(landlord).graph(LIST, { d: dwelling.uuid, first: 1 })).json().data.viewings;
    expect(page).toEqual({ totalCount: 2, edges: [{ node: { id: first } }] });
    const day = (await t.api.as(landlord).graph(DAY, { date })).json().data.viewingDay;
    expect(day).toEqual({ totalCount: 1, edges: [{ node: { id: first, dwelling: { uuid: dwelling.uuid } } }] });

    const seeker = await buildSeeker(t.deps, { name: 'Vera Visitor' });
    const seat = await buildBooking(t.deps, second, seeker);
    const foreign = await t.api.as(other).graph(CANCEL_SEAT, { id: seat });
    expect(foreign.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const cancelledSeat = await t.api.as(landlord).graph(CANCEL_SEAT, { id: seat });
    expect(cancelledSeat.json().data.cancelViewingBooking).toEqual({ id: seat, state: 'CANCELLED' });

    expect((await t.api.as(other).graph(CANCEL, { id: first })).json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.api.as(landlord).graph(CANCEL, { id: first })).json().data.cancelViewing).toEqual({
      id: first,
      cancelled: true,
    });
    const after = (await t.api.as(landlord).graph(LIST, { d: dwelling.uuid })).json().data.viewings;
    expect(after).toEqual({ totalCount: 1, edges: [{ node: { id: second.id } }] });
  });
});
