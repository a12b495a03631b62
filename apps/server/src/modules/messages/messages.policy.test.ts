import { describe, expect, it } from 'vitest';
import type { Actor, UserActor } from '../../platform/auth/actor';
import { ANONYMOUS } from '../../platform/auth/actor';
import {
  authorizeThread,
  authorizeThreadList,
  threadListPolicy,
  threadPolicy,
  type ThreadListAction,
  type ThreadListFacts,
  type ThreadPolicyAction,
} from './messages.policy';

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
const actors: Record<string, Actor> = { owner: user(1), other: user(2), admin: user(3, true), anon: ANONYMOUS };
const thread = { ownerId: 1, closed: false };

describe('threadPolicy (doc 1 §6)', () => {
  it.each([
    ['owner', 'read', true],
    ['owner', 'act', true],
    ['owner', 'reply', true],
    ['other', 'read', false],
    ['other', 'act', false],
    ['other', 'reply', false],
    ['admin', 'read', true],
    ['admin', 'act', true],
    ['admin', 'reply', false],
    ['anon', 'read', false],
  ] as const)('%s %s -> %s', (who, action, allowed) => {
    expect(threadPolicy[action as ThreadPolicyAction](actors[who], thread)).toBe(allowed);
  });

  it('refuses with 404 for a thread the actor cannot see, 403 for one they see but may not act on', () => {
    expect(() => authorizeThread(actors.other, 'read', thread)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => authorizeThread(actors.admin, 'reply', thread)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => authorizeThread(actors.owner, 'reply', thread)).not.toThrow();
  });
});

describe('threadListPolicy (doc 1 §6: whose thread lists)', () => {
  const users = { owner: user(1), other: user(2), admin: user(3, true) };
  it.each<[keyof typeof users, ThreadListAction, ThreadListFacts, boolean]>([
    ['owner', 'listAll', { ownerId: null }, false],
    ['admin', 'listAll', { ownerId: null }, true],
    ['owner', 'listOwner', { ownerId: 1 }, true],
    ['other', 'listOwner', { ownerId: 1 }, false],
    ['owner', 'listOwner', { ownerId: null }, false],
    ['admin', 'listOwner', { ownerId: 1 }, true],
    ['admin', 'listOwner', { ownerId: null }, true],
    ['owner', 'speakFor', { ownerId: null, ownerRef: '1' }, true],
    ['owner', 'speakFor', { ownerId: null, ownerRef: 'u-1' }, true],
    ['other', 'speakFor', { ownerId: null, ownerRef: '1' }, false],
    ['admin', 'speakFor', { ownerId: null, ownerRef: '1' }, true],
  ])('%s %s %j -> %s', (who, action, facts, allowed) => {
    expect(threadListPolicy[action](users[who], facts)).toBe(allowed);
    if (!allowed)
      expect(() => authorizeThreadList(users[who], action, facts)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
