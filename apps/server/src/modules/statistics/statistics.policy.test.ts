import { describe, expect, it } from 'vitest';
import type { UserActor } from '../../platform/auth/actor';
import { authorizeStatistics, statisticsPolicy } from './statistics.policy';

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

describe('statisticsPolicy (doc 1 §2 Statistics)', () => {
  it.each([
    ['a landlord, own', user(1), 1, true],
    ['a landlord, another landlord', user(1), 2, false],
    ['a landlord, an id that is not a number', user(1), Number.NaN, false],
    ['an admin, any landlord', user(3, true), 2, true],
  ])('%s -> %s', (_case, actor, landlordId, allowed) => {
    expect(statisticsPolicy.read(actor, { landlordId })).toBe(allowed);
    if (!allowed)
      expect(() => authorizeStatistics(actor, 'read', { landlordId })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
