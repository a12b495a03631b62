/**
 * Statistics events for the journeys, sent the way the marketplace and its visitors send them: the
 * public page's click and share beacons (a visitor is its `uv` cookie), its contact form (a visitor
 * refused on a STANDARD listing counts as contact-forbidden) and the marketplace's integration call
 * (a PAYING seeker's message: a message and a contact let through). Nothing is written to the
 * database directly, so the journeys run on PGlite as on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_INTEGRATION_KEY } from './integration-key.mjs';

export type PublicEvents = {
  /** Clicks per visitor: [3, 2, 2] is 7 clicks by 3 visitors. */
  clicksByVisitor: number[];
  /** Messages delivered by the marketplace from PAYING seekers, one seeker each. */
  marketplaceMessages: number;
  /** Contacts from visitors through the public form (refused on STANDARD and PLUS). */
  visitorContacts: number;
  shares: number;
};

/** Sends `events` to the public listing `uuid` through the server's public and integration calls. */
export async function sendPublicEvents(request: APIRequestContext, uuid: string, events: PublicEvents): Promise<void> {
  const ok = async (res: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => {
    const r = await res;
    expect(r.ok(), `${r.status()} ${await r.text()}`).toBeTruthy();
  };
  const run = randomUUID().slice(0, 8);
  for (const clicks of events.clicksByVisitor) {
    const visitor = randomUUID();
    for (let i = 0; i < clicks; i++)
      await ok(request.post(`/api/public/dwellings/${uuid}/clicks`, { headers: { cookie: `uv=${visitor}` } }));
  }
  for (let i = 0; i < events.marketplaceMessages; i++)
    await ok(
      request.post('/api/integration/messages', {
        headers: { authorization: `Bearer ${E2E_INTEGRATION_KEY}` },
        data: {
          externalId: `e2e-${run}-${i}`,
          dwellingUuid: uuid,
          seeker: {
            externalId: `e2e-seeker-${run}-${i}`,
            name: `Betalende ${i + 1}`,
            email: `betalende-${run}-${i}@example.dk`,
            level: 'PAYING',
          },
          text: 'Hej, er boligen stadig ledig?',
        },
      }),
    );
  for (let i = 0; i < events.visitorContacts; i++) {
    const res = await request.post(`/api/public/dwellings/${uuid}/contact`, {
      data: { name: 'Besøgende', email: `besoegende-${run}-${i}@example.dk`, text: 'Må jeg se boligen?' },
    });
    expect(res.status(), await res.text()).toBe(403);
  }
  for (let i = 0; i < events.shares; i++) await ok(request.post(`/api/public/dwellings/${uuid}/shares`));
}
