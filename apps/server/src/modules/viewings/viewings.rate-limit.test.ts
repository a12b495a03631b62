/**
 * The seeker's bookings are rate limited (docs/architecture.md "Viewings": 20 an hour per seeker). The
 * point of a booking is counted in the booking's own transaction (one commit per call,
 * docs/performance-history.md "Viewings"); a refused call counts too, and over the limit nothing is
 * booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord } from '../../test/factories';
import { rateLimits } from '../../platform/http/rate-limit.schema';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { buildSeeker } from '../messages/messages.test-support';
import { viewingSlots } from '../../schema/viewings.schema';
import { buildSlot, seekerCookie } from './viewings.test-support';
import { viewingBookingsBySeeker } from './viewings.public';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('rate limit of the seeker booking', () => {
  it('counts each call once (booked or refused); the 21st is 429 and books nothing', async () => {
    const landlord = await buildLandlord(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', listingType: 'PREMIUM', active: true });
    const seeker = await buildSeeker(t.deps);
    const cookie = await seekerCookie(t.deps, seeker);
    const book = (slotId: string) =>
      t.app.inject({ method: 'POST', url: `/api/public/viewings/${slotId}/bookings`, headers: { cookie }, payload: {} });
    const points = async () =>
      (
        await t.deps.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `${viewingBookingsBySeeker.name}:${seeker.uuid}`))
      )[0]?.points;

    const first = await buildSlot(t.deps, dwelling);
    expect((await book(first.id)).statusCode).toBe(201);
    expect(await points()).toBe(1);
    // refused (already booked, unknown slot): counted all the same
    expect((await book(first.id)).json().error.code).toBe('VIEWING_ALREADY_BOOKED');
    expect((await book('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await points()).toBe(3);

    for (let i = 3; i < viewingBookingsBySeeker.points; i += 1) expect((await book(first.id)).statusCode).toBe(409);
    expect(await points()).toBe(viewingBookingsBySeeker.points);

    const last = await buildSlot(t.deps, dwelling);
    const res = await book(last.id);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const [slot] = await t.deps.db.select().from(viewingSlots).where(eq(viewingSlots.id, last.id));
    expect(slot.booked).toBe(0);
  }, 60_000);
});
