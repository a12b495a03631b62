import { describe, expect, it } from 'vitest';
import type { UserActor } from '../../platform/auth/actor';
import { authorizeViewings, viewingPolicy } from './viewings.policy';

const actor = (over: Partial<UserActor>): UserActor => ({
  kind: 'user',
  userId: 1,
  uuid: 'u',
  role: 'landlord',
  type: 'PERSONAL',
  verified: false,
  isAdmin: false,
  name: 'A',
  ...over,
});

const listing = { userId: 1, organizationId: 7 };

describe('viewingPolicy.manage', () => {
  it.each([
    ['owner', actor({}), true],
    ['organization admin', actor({ userId: 2, adminOrganizationIds: [7] }), true],
    ['admin', actor({ userId: 3, isAdmin: true, role: 'admin' }), true],
    ['another landlord', actor({ userId: 4 }), false],
    ['admin of another organization', actor({ userId: 5, adminOrganizationIds: [8] }), false],
  ])('%s -> %s', (_who, a, allowed) => {
    expect(viewingPolicy.manage(a, listing)).toBe(allowed);
    if (allowed) expect(() => authorizeViewings(a, 'manage', listing)).not.toThrow();
    else expect(() => authorizeViewings(a, 'manage', listing)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
