/**
 * Capacity is never exceeded (docs/architecture.md "Viewings"): 50 seekers book the last seat of a
 * viewing at once through the public API; exactly one gets it, the others 409 VIEWING_FULL, and the
 * slot's booked count equals its capacity (the conditional UPDATE, then the CHECK constraint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { buildSeeker } from '../messages/messages.test-support';
import { buildBooking, buildSlot, seekerCookie } from './viewings.test-support';
import { viewingBookings, viewingSlots } from '../../schema/viewings.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('50 parallel bookings on the last seat', () => {
  it('exactly one 201, 49 VIEWING_FULL, booked = capacity', async () => {
    const landlord = await buildLandlord(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', listingType: 'PREMIUM', active: true });
    const slot = await buildSlot(t.deps, dwelling, { capacity: 3 });
    // two seats already taken: one left
    for (let i = 0; i < 2; i += 1) await buildBooking(t.deps, slot, await buildSeeker(t.deps));
    const cookies: string[] = [];
    for (let i = 0; i < 50; i += 1) cookies.push(await seekerCookie(t.deps, await buildSeeker(t.deps)));

    const replies = await Promise.all(
      cookies.map((cookie) =>
        t.app.inject({ method: 'POST', url: `/api/public/viewings/${slot.id}/bookings`, headers: { cookie }, payload: {} }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(replies.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'VIEWING_FULL')).toBe(true);

    const [row] = await t.deps.db.select().from(viewingSlots).where(eq(viewingSlots.id, slot.id));
    expect(row).toMatchObject({ booked: 3, capacity: 3 });
    const booked = await t.deps.db
      .select()
      .from(viewingBookings)
      .where(and(eq(viewingBookings.slotId, slot.id), eq(viewingBookings.state, 'BOOKED')));
    expect(booked).toHaveLength(3);
  }, 60_000);

  it('the CHECK constraint refuses a seat over the capacity even without the conditional UPDATE', async () => {
    const landlord = await buildLandlord(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', listingType: 'PREMIUM', active: true });
    const slot = await buildSlot(t.deps, dwelling, { capacity: 1 });
    await expect(t.deps.db.update(viewingSlots).set({ booked: 2 }).where(eq(viewingSlots.id, slot.id))).rejects.toMatchObject({
      cause: { code: '23514' },
    });
  });
});
