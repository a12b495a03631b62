import { describe, expect, it } from 'vitest';
import type { UserActor } from '../../platform/auth/actor';
import { authorizeUsers, userPolicy, type UserAction } from './users.policy';

const user = (userId: number, isAdmin = false): UserActor => ({
  kind: 'user',
  userId,
  uuid: `u-${userId}`,
  role: isAdmin ? 'admin' : 'landlord',
  type: 'PERSONAL',
  verified: true,
  isAdmin,
  name: 'x',
});

describe('userPolicy (doc 1 §2 Users (admin), §6)', () => {
  it.each<[string, UserActor, UserAction, number | null, boolean]>([
    ['an admin', user(3, true), 'administer', null, true],
    ['a landlord', user(1), 'administer', null, false],
    ['an admin, another user', user(3, true), 'delete', 1, true],
    ['an admin, themself', user(3, true), 'delete', 3, false],
    ['a landlord, another user', user(1), 'delete', 2, false],
  ])('%s: %s %s -> %s', (_case, actor, action, targetId, allowed) => {
    expect(userPolicy[action](actor, { targetId })).toBe(allowed);
    if (!allowed)
      expect(() => authorizeUsers(actor, action, { targetId })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
