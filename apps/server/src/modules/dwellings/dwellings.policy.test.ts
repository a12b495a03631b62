import { describe, expect, it } from 'vitest';
import type { DwellingAction } from '@udlejning/shared/dwellings/dwelling';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import { ANONYMOUS, type Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';
import { abilitiesFor, authorize, decide, isUpgradeWindowOver, type Decision, type PolicyDwelling } from './dwellings.policy';

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
// orgAdmin administers organization 7; otherOrgAdmin administers organization 8
const actors = {
  admin: user(1, true),
  owner: user(2),
  other: user(3),
  orgAdmin: { ...user(4), adminOrganizationIds: [7] },
  otherOrgAdmin: { ...user(5), adminOrganizationIds: [8] },
  anonymous: ANONYMOUS,
} as const;
type Who = keyof typeof actors;

const dwelling = (over: Partial<PolicyDwelling> = {}): PolicyDwelling => ({
  userId: 2,
  organizationId: null,
  status: 'DRAFT',
  active: true,
  locked: false,
  listingType: 'STANDARD',
  deactivatedAt: null,
  expiresAt: null,
  ...over,
});

describe('update (doc 2 §6: owner if active, unlocked and not APPROVED; admin any)', () => {
  it.each<[Who, Partial<PolicyDwelling>, Decision]>([
    ['owner', { status: 'DRAFT' }, 'allow'],
    ['owner', { status: 'PENDING_REVIEW' }, 'allow'],
    ['owner', { status: 'REJECTED' }, 'allow'],
    ['owner', { status: 'APPROVED' }, 'locked'],
    ['owner', { locked: true }, 'locked'],
    ['owner', { active: false }, 'locked'],
    ['admin', { status: 'APPROVED', locked: true, active: false }, 'allow'],
    ['other', {}, 'forbidden'],
    ['anonymous', {}, 'forbidden'],
  ])('%s %j -> %s', (who, over, expected) => {
    expect(decide(actors[who], 'update', dwelling(over), NOW)).toBe(expected);
  });
});

describe('changeAddress (doc 2 §2: the owner while DRAFT; admin any)', () => {
  it.each<[Who, Partial<PolicyDwelling>, Decision]>([
    ['owner', { status: 'DRAFT' }, 'allow'],
    ['owner', { status: 'PENDING_REVIEW' }, 'locked'],
    ['owner', { status: 'REJECTED' }, 'locked'],
    ['orgAdmin', { status: 'DRAFT' }, 'allow'],
    ['orgAdmin', { status: 'APPROVED' }, 'locked'],
    ['admin', { status: 'APPROVED' }, 'allow'],
    ['other', { status: 'DRAFT' }, 'forbidden'],
    ['anonymous', { status: 'DRAFT' }, 'forbidden'],
  ])('%s %j -> %s', (who, over, expected) => {
    expect(decide(actors[who], 'changeAddress', dwelling({ organizationId: 7, ...over }), NOW)).toBe(expected);
  });
});

describe('approve / reject (admin only)', () => {
  it.each<[Who, DwellingStatus, Decision, Decision]>([
    ['admin', 'PENDING_REVIEW', 'allow', 'allow'],
    ['admin', 'DOCUMENTATION_REQUESTED', 'allow', 'allow'],
    ['admin', 'REJECTED', 'allow', 'invalid'],
    ['admin', 'APPROVED', 'invalid', 'allow'],
    ['admin', 'DRAFT', 'invalid', 'allow'],
    ['owner', 'PENDING_REVIEW', 'forbidden', 'forbidden'],
    ['other', 'PENDING_REVIEW', 'forbidden', 'forbidden'],
  ])('%s on %s: approve %s, reject %s', (who, status, approve, reject) => {
    expect(decide(actors[who], 'approve', dwelling({ status }), NOW)).toBe(approve);
    expect(decide(actors[who], 'reject', dwelling({ status }), NOW)).toBe(reject);
  });
});

describe('activate / deactivate / extend', () => {
  it.each<[Who, DwellingStatus, boolean, DwellingAction, Decision]>([
    ['owner', 'DRAFT', false, 'activate', 'allow'],
    ['owner', 'DRAFT', true, 'activate', 'invalid'],
    ['admin', 'APPROVED', false, 'activate', 'allow'],
    ['admin', 'PENDING_REVIEW', false, 'activate', 'invalid'],
    ['owner', 'APPROVED', true, 'deactivate', 'allow'],
    ['admin', 'PENDING_REVIEW', true, 'deactivate', 'allow'],
    ['owner', 'APPROVED', false, 'deactivate', 'invalid'],
    ['owner', 'APPROVED', true, 'extend', 'allow'],
    ['admin', 'APPROVED', true, 'extend', 'allow'],
    ['owner', 'APPROVED', false, 'extend', 'invalid'],
    ['owner', 'PENDING_REVIEW', true, 'extend', 'invalid'],
    ['other', 'APPROVED', true, 'extend', 'forbidden'],
  ])('%s on %s active=%s: %s -> %s', (who, status, active, action, expected) => {
    expect(decide(actors[who], action, dwelling({ status, active }), NOW)).toBe(expected);
  });
});

describe('extend only in the last 14 days before expiry', () => {
  const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
  it.each<[Who, Date | null, Decision]>([
    ['owner', inDays(80), 'tooEarly'],
    ['admin', inDays(15), 'tooEarly'],
    ['owner', inDays(14), 'allow'],
    ['admin', inDays(1), 'allow'],
    ['owner', null, 'allow'],
    ['other', inDays(1), 'forbidden'],
  ])('%s, expires %s -> %s', (who, expiresAt, expected) => {
    expect(decide(actors[who], 'extend', dwelling({ status: 'APPROVED', active: true, expiresAt }), NOW)).toBe(expected);
  });
});

describe('upgrade (owner, unless PREMIUM or 14 days after deactivation)', () => {
  const days = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
  it.each<[Who, Partial<PolicyDwelling>, Decision]>([
    ['owner', { listingType: 'STANDARD' }, 'allow'],
    ['owner', { listingType: 'PLUS' }, 'allow'],
    ['owner', { listingType: 'PREMIUM' }, 'invalid'],
    ['owner', { active: false, deactivatedAt: days(14) }, 'allow'],
    ['owner', { active: false, deactivatedAt: days(15) }, 'invalid'],
    ['admin', {}, 'forbidden'],
    ['other', {}, 'forbidden'],
  ])('%s %j -> %s', (who, over, expected) => {
    expect(decide(actors[who], 'upgrade', dwelling(over), NOW)).toBe(expected);
  });
  it('isUpgradeWindowOver only for inactive listings', () => {
    expect(isUpgradeWindowOver(dwelling({ active: true, deactivatedAt: days(30) }), NOW)).toBe(false);
  });
});

describe('admin-only and visibility actions', () => {
  it.each<[Who, DwellingAction, boolean]>([
    ['admin', 'changeListingType', true],
    ['owner', 'changeListingType', false],
    ['admin', 'viewLog', true],
    ['owner', 'viewLog', false],
    ['owner', 'review', true],
    ['owner', 'duplicate', true],
    ['other', 'review', false],
    ['other', 'duplicate', false],
  ])('%s %s -> %s', (who, action, allowed) => {
    expect(abilitiesFor(actors[who], dwelling(), NOW)[action]).toBe(allowed);
  });
});

describe('authorize', () => {
  const codeOf = (fn: () => void) => {
    try {
      fn();
      return 'ok';
    } catch (err) {
      return (err as AppError).code;
    }
  };
  it('maps decisions to error codes', () => {
    expect(codeOf(() => authorize(actors.owner, 'approve', dwelling({ status: 'PENDING_REVIEW' }), NOW))).toBe('FORBIDDEN');
    expect(codeOf(() => authorize(actors.owner, 'update', dwelling({ status: 'APPROVED' }), NOW))).toBe('DWELLING_LOCKED');
    expect(codeOf(() => authorize(actors.admin, 'approve', dwelling({ status: 'APPROVED' }), NOW))).toBe('INVALID_TRANSITION');
    expect(codeOf(() => authorize(actors.admin, 'approve', dwelling({ status: 'PENDING_REVIEW' }), NOW))).toBe('ok');
    const later = new Date(NOW.getTime() + 30 * 86_400_000);
    expect(codeOf(() => authorize(actors.owner, 'extend', dwelling({ status: 'APPROVED', expiresAt: later }), NOW))).toBe(
      'EXTENSION_TOO_EARLY',
    );
  });
});

describe("organization admins (doc 1 §1: an organization admin manages that organization's dwellings and nothing else)", () => {
  const inOrg = (over: Partial<PolicyDwelling> = {}) => dwelling({ organizationId: 7, ...over });
  it.each<[Who, DwellingAction, Partial<PolicyDwelling>, Decision]>([
    ['orgAdmin', 'update', {}, 'allow'],
    ['orgAdmin', 'review', {}, 'allow'],
    ['orgAdmin', 'deactivate', {}, 'allow'],
    ['orgAdmin', 'activate', { active: false }, 'allow'],
    ['orgAdmin', 'duplicate', {}, 'allow'],
    ['orgAdmin', 'update', { status: 'APPROVED' }, 'locked'],
    // admin-only actions stay admin-only
    ['orgAdmin', 'approve', { status: 'PENDING_REVIEW' }, 'forbidden'],
    ['orgAdmin', 'changeListingType', {}, 'forbidden'],
    ['orgAdmin', 'viewLog', {}, 'forbidden'],
    ['orgAdmin', 'moveToAdmin', {}, 'forbidden'],
    // paying stays with the owner (docs/architecture.md "Organizations")
    ['orgAdmin', 'upgrade', {}, 'forbidden'],
    // another organization's dwelling, and a dwelling of no organization
    ['otherOrgAdmin', 'update', {}, 'forbidden'],
    ['otherOrgAdmin', 'deactivate', {}, 'forbidden'],
    ['other', 'update', {}, 'forbidden'],
    ['owner', 'update', {}, 'allow'],
    ['admin', 'update', {}, 'allow'],
  ])('%s %s %j on organization 7 -> %s', (who, action, over, expected) => {
    expect(decide(actors[who], action, inOrg(over), NOW)).toBe(expected);
  });

  it('an organization admin has no say over a dwelling outside any organization', () => {
    expect(decide(actors.orgAdmin, 'update', dwelling(), NOW)).toBe('forbidden');
    expect(abilitiesFor(actors.orgAdmin, dwelling(), NOW).update).toBe(false);
    expect(abilitiesFor(actors.orgAdmin, inOrg(), NOW).update).toBe(true);
  });
});
