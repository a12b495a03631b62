import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_MESSAGE, type FeedbackView } from '@udlejning/shared/feedback/feedback';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { signStatusToken } from '../dwellings/status-token';
import { feedbackByIp } from './feedback.routes';

const FEEDBACKS = /* GraphQL */ `
  query Feedbacks($first: Int, $after: String) {
    feedbacks(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          rating
          leasedByAB
          comment
          createdAt
          user {
            id
            name
          }
          dwelling {
            id
            address
          }
        }
      }
    }
  }
`;

describe('feedback survey', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps, { firstname: 'Lis', lastname: 'Udlejer' });
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const dwelling = () => buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: false });

  it('the owner submits an answer; the admin reads it through GraphQL feedbacks', async () => {
    const d = await dwelling();
    const res = await t.api
      .as(landlord)
      .post('/api/feedbacks', { rating: 4, leasedByAB: 'YES', comment: ' Fint ', dwellingId: d.uuid });
    expect(res.statusCode).toBe(201);
    expect(res.json<FeedbackView>()).toMatchObject({
      rating: 4,
      leasedByAB: 'YES',
      comment: 'Fint',
      user: { id: landlord.id, name: 'Lis Udlejer' },
      dwelling: { id: d.uuid },
    });
    const list = await t.api.as(admin).graph(FEEDBACKS, { first: 10 });
    const conn = list.json().data.feedbacks;
    expect(conn.totalCount).toBeGreaterThanOrEqual(1);
    expect(conn.edges[0].node).toMatchObject({
      rating: 4,
      leasedByAB: 'YES',
      user: { name: 'Lis Udlejer' },
      dwelling: { id: d.uuid, address: expect.stringContaining('Byggevej') },
    });
  });

  it('leasedByAB and comment are optional; rating outside 1-5 or a bad leasedByAB is 400', async () => {
    const d = await dwelling();
    expect(
      (await t.api.as(landlord).post('/api/feedbacks', { rating: 1, leasedByAB: null, dwellingId: d.uuid })).statusCode,
    ).toBe(201);
    for (const rating of [0, 6, 2.5, undefined]) {
      const res = await t.api.as(landlord).post('/api/feedbacks', { rating, dwellingId: d.uuid });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toEqual([{ path: ['rating'], message: RATING_MESSAGE }]);
    }
    const bad = await t.api.as(landlord).post('/api/feedbacks', { rating: 3, leasedByAB: 'MAYBE', dwellingId: d.uuid });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toEqual(['leasedByAB']);
    expect((await t.api.as(landlord).post('/api/feedbacks', { rating: 3 })).statusCode).toBe(400);
  });

  it('401 logged out, 404 for another landlord or an unknown dwelling; the token holder may answer', async () => {
    const d = await dwelling();
    const body = { rating: 5, dwellingId: d.uuid };
    expect((await t.api.post('/api/feedbacks', body)).statusCode).toBe(401);
    expect((await t.api.as(other).post('/api/feedbacks', body)).statusCode).toBe(404);
    // a malformed answer is 400 for everyone: the route's schema runs before any lookup, so it tells nothing of the dwelling
    expect((await t.api.as(other).post('/api/feedbacks', { ...body, rating: 9 })).statusCode).toBe(400);
    expect((await t.api.as(landlord).post('/api/feedbacks', { ...body, dwellingId: 'nope' })).statusCode).toBe(404);
    const other2 = await dwelling();
    const wrongToken = await signStatusToken(t.deps, other2.uuid);
    expect((await t.api.post(`/api/feedbacks?token=${wrongToken}`, body)).statusCode).toBe(404);
    const res = await t.api.post(`/api/feedbacks?token=${await signStatusToken(t.deps, d.uuid)}`, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ id: landlord.id });
  });

  it(`at most ${feedbackByIp.points} answers an hour from one address: 429 RATE_LIMITED with Retry-After`, async () => {
    const ip = '10.60.0.1';
    // one answer per deactivation: each answer for its own dwelling
    for (let i = 0; i < feedbackByIp.points; i += 1) {
      const d = await dwelling();
      expect((await t.api.as(landlord).from(ip).post('/api/feedbacks', { rating: 4, dwellingId: d.uuid })).statusCode).toBe(201);
    }
    const d = await dwelling();
    const limited = await t.api.as(landlord).from(ip).post('/api/feedbacks', { rating: 4, dwellingId: d.uuid });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await t.api.as(landlord).from('10.60.0.2').post('/api/feedbacks', { rating: 4, dwellingId: d.uuid })).statusCode,
    ).toBe(201);
  });

  it('GraphQL feedbacks is admin only and paged', async () => {
    for (const rating of [1, 2, 3]) await t.api.as(landlord).post('/api/feedbacks', { rating, dwellingId: (await dwelling()).uuid });
    expect((await t.api.graph(FEEDBACKS)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.api.as(landlord).graph(FEEDBACKS)).json().errors[0].extensions.code).toBe('FORBIDDEN');
    const page1 = (await t.api.as(admin).graph(FEEDBACKS, { first: 2 })).json().data.feedbacks;
    expect(page1.edges).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await t.api.as(admin).graph(FEEDBACKS, { first: 2, after: page1.pageInfo.endCursor })).json().data.feedbacks;
    expect(page2.edges[0].node.id).not.toBe(page1.edges[1].node.id);
  });

  it('takes one answer per deactivation: a second is 409 FEEDBACK_GIVEN, the next deactivation asks again', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    const deactivate = () => t.api.as(landlord).post(`/api/dwellings/${d.uuid}/activation`, { active: false });
    expect((await deactivate()).statusCode).toBe(200);
    expect((await t.api.as(landlord).post('/api/feedbacks', { rating: 5, dwellingId: d.uuid })).statusCode).toBe(201);
    const again = await t.api.as(landlord).post('/api/feedbacks', { rating: 2, dwellingId: d.uuid });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('FEEDBACK_GIVEN');
    expect((await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/activation`, { active: true })).statusCode).toBe(200);
    expect((await deactivate()).statusCode).toBe(200);
    expect((await t.api.as(landlord).post('/api/feedbacks', { rating: 3, dwellingId: d.uuid })).statusCode).toBe(201);
  });
});
