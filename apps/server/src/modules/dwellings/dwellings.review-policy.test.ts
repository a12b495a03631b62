import { describe, expect, it } from 'vitest';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import { ANONYMOUS, type Actor } from '../../platform/auth/actor';
import { decide, type Decision, type PolicyDwelling } from './dwellings.policy';

const NOW = new Date('2026-11-23T12:00:00Z');
const user = (userId: number, isAdmin = false): Actor => ({
  kind: 'user',
  userId,
  uuid: `u-${userId}`,
  role: isAdmin ? 'admin' : 'landlord',
  type: 'PERSONAL',
  verified: false,
  isAdmin,
  name: 'X',
});
const actors = { admin: user(1, true), owner: user(2), anonymous: ANONYMOUS } as const;
const dwelling = (status: DwellingStatus, userId = 2): PolicyDwelling => ({
  userId,
  organizationId: null,
  status,
  active: true,
  locked: false,
  listingType: 'STANDARD',
  deactivatedAt: null,
  expiresAt: null,
});

describe('ownership moderation policy (doc 2 §4, §6)', () => {
  it.each<[keyof typeof actors, 'requestOwnership' | 'ownershipReceived', DwellingStatus, Decision]>([
    ['admin', 'requestOwnership', 'PENDING_REVIEW', 'allow'],
    ['admin', 'requestOwnership', 'APPROVED', 'allow'],
    ['admin', 'requestOwnership', 'DRAFT', 'invalid'],
    ['admin', 'requestOwnership', 'DOCUMENTATION_REQUESTED', 'invalid'],
    ['admin', 'requestOwnership', 'REJECTED', 'allow'],
    ['owner', 'requestOwnership', 'PENDING_REVIEW', 'forbidden'],
    ['anonymous', 'requestOwnership', 'PENDING_REVIEW', 'forbidden'],
    ['admin', 'ownershipReceived', 'DOCUMENTATION_REQUESTED', 'allow'],
    ['admin', 'ownershipReceived', 'PENDING_REVIEW', 'invalid'],
    ['admin', 'ownershipReceived', 'APPROVED', 'invalid'],
    ['owner', 'ownershipReceived', 'DOCUMENTATION_REQUESTED', 'forbidden'],
  ])('%s %s in %s -> %s', (who, action, status, expected) => {
    expect(decide(actors[who], action, dwelling(status), NOW)).toBe(expected);
  });

  it.each<[keyof typeof actors, number, Decision]>([
    ['admin', 2, 'allow'],
    ['admin', 1, 'invalid'], // already the admin's own
    ['owner', 2, 'forbidden'],
    ['anonymous', 2, 'forbidden'],
  ])('%s moveToAdmin of a dwelling owned by user %s -> %s', (who, ownerId, expected) => {
    expect(decide(actors[who], 'moveToAdmin', dwelling('APPROVED', ownerId), NOW)).toBe(expected);
  });
});
