import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserActor } from '../../../platform/auth/actor';
import { actorFromToken } from '../../../platform/http/actor-hook';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../../test/factories';
import { lookupSession } from '../../accounts/accounts.session';
import { auditEntries, buildDwelling, storedDwelling } from '../dwellings.test-support';
import { transitionDwelling } from './transition';

describe('transitionDwelling: lock → 404 → authorize → update → activity → queue → after commit', () => {
  let t: TestApp;
  let admin: TestUser;
  let landlord: TestUser;
  let other: TestUser;
  const actorOf = async (user: TestUser) => (await actorFromToken(t.deps, lookupSession, user.token)) as UserActor;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    landlord = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  it('writes the change with its diff in the log, queues in the transaction and runs afterCommit on the committed row', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: true });
    const seenAfterCommit: boolean[] = [];
    const queue = vi.fn(async () => undefined);
    const result = await transitionDwelling(t.deps, { actor: await actorOf(landlord), uuid: d.uuid }, 'deactivate', () => ({
      values: { active: false },
      activity: { action: 'dwelling/deactivate', data: { note: 'test' } },
      queue,
      // another connection: sees the row only once the transaction has committed
      afterCommit: async () => void seenAfterCommit.push((await storedDwelling(t.deps, d.uuid))!.active),
    }));
    expect(result.record.row.active).toBe(false);
    expect(result.viaToken).toBe(false);
    expect(queue).toHaveBeenCalledOnce();
    expect(seenAfterCommit).toEqual([false]);
    const [entry] = await auditEntries(t.api.as(admin), d.uuid);
    expect(entry.action).toBe('dwelling/deactivate');
    expect(entry.data).toMatchObject({ note: 'test', diff: { active: [true, false] } });
  });

  it('writes nothing when a step in the transaction fails (no row change, no log entry, no afterCommit)', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: true });
    const afterCommit = vi.fn(async () => undefined);
    const failing = transitionDwelling(t.deps, { actor: await actorOf(landlord), uuid: d.uuid }, 'deactivate', () => ({
      values: { active: false },
      activity: { action: 'dwelling/deactivate' },
      queue: async () => {
        throw new Error('queue down');
      },
      afterCommit,
    }));
    await expect(failing).rejects.toThrow('queue down');
    expect((await storedDwelling(t.deps, d.uuid))!.active).toBe(true);
    expect(await auditEntries(t.api.as(admin), d.uuid)).toEqual([]);
    expect(afterCommit).not.toHaveBeenCalled();
  });

  it.each([
    ['another landlord', 'deactivate', 'NOT_FOUND'],
    ['the owner', 'approve', 'FORBIDDEN'],
    ['an admin', 'approve', 'INVALID_TRANSITION'],
  ] as const)('%s: %s answers %s before the change is computed', async (who, action, code) => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: false });
    const user = who === 'another landlord' ? other : who === 'the owner' ? landlord : admin;
    const change = vi.fn(() => ({ values: {}, activity: { action: 'dwelling/update' as const } }));
    await expect(transitionDwelling(t.deps, { actor: await actorOf(user), uuid: d.uuid }, action, change)).rejects.toMatchObject({
      code,
    });
    expect(change).not.toHaveBeenCalled();
  });
});
