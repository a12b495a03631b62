/** The listing feed (docs/architecture.md "Partner integration"): approved, active listings of the token's user as JSON and RSS; 404 otherwise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';

describe('GET /api/feeds/:feed', () => {
  let t: TestApp;
  let lis: TestUser;
  const token = 'lis-feed-token-0123456789abcdef';

  beforeAll(async () => {
    t = await startTestApp();
    lis = await buildLandlord(t.deps, { feedToken: token, firstname: 'Lis', lastname: 'Feed' });
    const other = await buildLandlord(t.deps, { feedToken: 'other-feed-token-0123456789' });
    await buildDwelling(t.deps, {
      owner: lis,
      status: 'APPROVED',
      active: true,
      headline: 'Lys <lejlighed> & have',
      approvedAt: new Date('2026-11-01T10:00:00Z'),
    });
    await buildDwelling(t.deps, {
      owner: lis,
      status: 'APPROVED',
      active: true,
      headline: 'Skjult adresse',
      anonymous: ['LOCATION'],
    });
    await buildDwelling(t.deps, { owner: lis, status: 'APPROVED', active: false, headline: 'Inaktiv' });
    await buildDwelling(t.deps, { owner: lis, status: 'PENDING_REVIEW', active: true, headline: 'Afventer' });
    await buildDwelling(t.deps, { owner: other, status: 'APPROVED', active: true, headline: 'Andens' });
  });
  afterAll(() => t.close());

  it('JSON: only the approved, active listings of the token holder, with absolute URLs and hidden fields kept hidden', async () => {
    const res = await t.api.get(`/api/feeds/${token}.json`);
    expect(res.statusCode).toBe(200);
    const feed = res.json();
    expect(feed.landlord).toEqual({ uuid: lis.uuid, name: 'Lis Feed' });
    expect(feed.items.map((i: { headline: string }) => i.headline).sort()).toEqual(['Lys <lejlighed> & have', 'Skjult adresse']);
    const hidden = feed.items.find((i: { headline: string }) => i.headline === 'Skjult adresse');
    expect(hidden.address).toBeNull();
    expect(hidden.url).toMatch(/^https?:\/\/[^/]+\/bolig\/[0-9a-f-]{36}$/);
    expect(hidden).not.toHaveProperty('viewer');
  });

  it('RSS: one escaped item per listing', async () => {
    const res = await t.api.get(`/api/feeds/${token}.rss`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body.match(/<item>/g)).toHaveLength(2);
    expect(res.body).toContain('<title>Lys &lt;lejlighed&gt; &amp; have</title>');
    expect(res.body).toContain('<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>');
    expect(res.body).not.toContain('Andens');
  });

  it.each(['unknown-token-0123456789abc.json', `${token}.xml`, `${token}`, 'x.rss'])('%s → 404', async (path) => {
    expect((await t.api.get(`/api/feeds/${path}`)).statusCode).toBe(404);
  });
});
