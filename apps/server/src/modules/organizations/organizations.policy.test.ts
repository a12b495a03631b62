/** organizationPolicy as a table (docs/architecture.md "Organizations"). */
import { describe, expect, it } from 'vitest';
import type { UserActor } from '../../platform/auth/actor';
import { ORGANIZATION_MESSAGES } from '@udlejning/shared/organizations/organization';
import {
  authorizeInvitation,
  invitationPolicy,
  organizationPolicy,
  type InvitationFacts,
  type OrganizationAction,
} from './organizations.policy';

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
    ['platform admin', 'activate', true, false, undefined, true],
    ['organization admin', 'activate', false, true, undefined, false],
    ['platform admin', 'createDwelling', true, false, undefined, true],
    ['organization admin', 'createDwelling', false, true, undefined, true],
    ['member or stranger', 'createDwelling', false, false, undefined, false],
  ])('%s: %s -> %s', (_who, action, isAdmin, isOrgAdmin, memberUserId, allowed) => {
    expect(organizationPolicy[action](actor(isAdmin), { isOrgAdmin, createdById: CREATOR, memberUserId })).toBe(allowed);
  });
});

describe('invitationPolicy', () => {
  it.each<[string, InvitationFacts, boolean, string | null]>([
    ['own address by the link', { isInvitedAddress: true, isConfirmed: false, viaToken: true }, true, null],
    ['own confirmed address from the list', { isInvitedAddress: true, isConfirmed: true, viaToken: false }, true, null],
    [
      'own unconfirmed address from the list',
      { isInvitedAddress: true, isConfirmed: false, viaToken: false },
      false,
      ORGANIZATION_MESSAGES.emailNotVerified,
    ],
    [
      'another address by the link',
      { isInvitedAddress: false, isConfirmed: true, viaToken: true },
      false,
      ORGANIZATION_MESSAGES.otherEmail,
    ],
  ])('answer, %s -> %s', (_case, facts, allowed, message) => {
    expect(invitationPolicy.answer(actor(false), facts)).toBe(allowed);
    if (message)
      expect(() => authorizeInvitation(actor(false), 'answer', facts)).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN', message }),
      );
  });
});
