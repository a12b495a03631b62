/** organizationPolicy as a table (docs/architecture.md "Organizations"). */
import { describe, expect, it } from 'vitest';
import type { UserActor } from '../../platform/auth/actor';
import { organizationPolicy, type OrganizationAction } from './organizations.policy';

const actor = (isAdmin: boolean): UserActor => ({
  kind: 'user',
  userId: 1,
  uuid: '00000000-0000-0000-0000-000000000001',
  role: isAdmin ? 'admin' : 'landlord',
  type: 'PERSONAL',
  verified: true,
  isAdmin,
  name: 'A',
});
const CREATOR = 7;

describe('organizationPolicy', () => {
  it.each<[string, OrganizationAction, boolean, boolean, number | undefined, boolean]>([
    ['platform admin', 'invite', true, false, undefined, true],
    ['organization admin', 'invite', false, true, undefined, true],
    ['member or stranger', 'invite', false, false, undefined, false],
    ['platform admin on the creator', 'changeMember', true, false, CREATOR, true],
    ['organization admin on the creator', 'changeMember', false, true, CREATOR, false],
    ['organization admin on another member', 'changeMember', false, true, 8, true],
    ['member on another member', 'changeMember', false, false, 8, false],
  ])('%s: %s -> %s', (_who, action, isAdmin, isOrgAdmin, memberUserId, allowed) => {
    expect(organizationPolicy[action](actor(isAdmin), { isOrgAdmin, createdById: CREATOR, memberUserId })).toBe(allowed);
  });
});
