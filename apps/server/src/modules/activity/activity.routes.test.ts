import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import { ANONYMOUS } from '../../platform/auth/actor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { recordActivity, type ActivityInput } from './activity.service';

type Page = { results: ActivityEntry[]; totalCount: number };

describe('the activity log (generic: any target type)', () => {
  let t: TestApp;
  let admin: TestUser;
  let landlord: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ mailer: { send: async () => undefined } });
    admin = await buildAdmin(t.deps, { firstname: 'Anne', lastname: 'Admin' });
    landlord = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  it('records an entry in the caller’s transaction and lists it with its target type on /api/activity and /audit', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    const timestamp = new Date('2026-11-23T10:00:00.000Z');
    await t.deps.db.transaction(async (tx) => {
      await recordActivity(tx, ANONYMOUS, {
        targetType: 'dwelling',
        action: 'dwelling/system',
        targetId: d.uuid,
        data: { reason: 'expired', diff: { active: [true, false] } },
        timestamp,
      });
    });
    const page = (await t.api.as(admin).get(`/api/activity?target=${d.uuid}`)).json<Page>();
    expect(page.totalCount).toBe(1);
    expect(page.results[0]).toMatchObject({
      action: 'dwelling/system',
      targetType: 'dwelling',
      target: d.uuid,
      actor: 'system',
      actorId: null,
      timestamp: timestamp.toISOString(),
      data: { reason: 'expired', diff: { active: [true, false] } },
    });
    const audit = (await t.api.as(admin).get(`/api/dwellings/${d.uuid}/audit`)).json<{ results: ActivityEntry[] }>();
    expect(audit.results.map((e) => [e.targetType, e.action])).toEqual([['dwelling', 'dwelling/system']]);
  });

  it('a rolled-back change leaves no entry', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordActivity(tx, ANONYMOUS, {
          targetType: 'dwelling',
          action: 'dwelling/system',
          targetId: d.uuid,
          timestamp: new Date(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await t.api.as(admin).get(`/api/activity?target=${d.uuid}`)).json<Page>().totalCount).toBe(0);
  });

  it('takes only actions of the entry’s own target type (checked by the compiler), and /api/activity is for admins', async () => {
    const unknownAction: ActivityInput = {
      targetType: 'dwelling',
      // @ts-expect-error -- an action no domain declares
      action: 'dwelling/nope',
      targetId: 'x',
      timestamp: new Date(),
    };
    const unknownTarget: ActivityInput = {
      // @ts-expect-error -- a target type no domain declares
      targetType: 'nothing',
      action: 'dwelling/notes',
      targetId: 'x',
      timestamp: new Date(),
    };
    expect([unknownAction, unknownTarget]).toHaveLength(2);
    expect((await t.api.get('/api/activity')).statusCode).toBe(401);
    expect((await t.api.as(landlord).get('/api/activity')).statusCode).toBe(403);
  });
});
