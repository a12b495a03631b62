import { describe, expect, it } from 'vitest';
import {
  agentUniqueOf,
  dwellingIdOfAgentUnique,
  previewText,
  sendMessageSchema,
  threadListQuerySchema,
  threadStatusOf,
} from './thread';

describe('previewText (doc 1 §2, §9)', () => {
  it('cuts after 20 characters and adds " ..."; a short text stays as it is', () => {
    expect(previewText('Hej! Er lejligheden stadig ledig?')).toBe('Hej! Er lejligheden  ...');
    expect(previewText('12345678901234567890')).toBe('12345678901234567890');
    expect(previewText('123456789012345678901')).toBe('12345678901234567890 ...');
  });

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    expect(previewText('🏠'.repeat(21))).toBe(`${'🏠'.repeat(20)} ...`);
  });
});

describe('threadStatusOf (doc 1 §2)', () => {
  it.each([
    [{ closed: true, unread: true }, 'CLOSED'],
    [{ closed: true, unread: false }, 'CLOSED'],
    [{ closed: false, unread: true }, 'NEW_MESSAGE'],
    [{ closed: false, unread: false }, 'OPEN'],
  ] as const)('%o -> %s', (thread, status) => expect(threadStatusOf(thread)).toBe(status));
});

describe('agentUnique (doc 1 §3)', () => {
  it("is 'rentals-' plus the dwelling id, and reads back", () => {
    expect(agentUniqueOf(42)).toBe('rentals-42');
    expect(dwellingIdOfAgentUnique('rentals-42')).toBe(42);
    for (const bad of ['rentals-', 'rentals-x', 'rental-1', '42', 'rentals-1234567890'])
      expect(dwellingIdOfAgentUnique(bad)).toBeNull();
  });
});

describe('request schemas', () => {
  it('defaults the thread list to updatedAt desc, page 1 (pages count from 1) of 25, and takes only the table sizes', () => {
    expect(threadListQuerySchema.parse({})).toEqual({ sortBy: 'updatedAt', sortDir: 'desc', page: 1, pageSize: 25 });
    expect(threadListQuerySchema.safeParse({ pageSize: '30' }).success).toBe(false);
    expect(threadListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(threadListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('trims a message and refuses an empty one with the field message', () => {
    expect(sendMessageSchema.parse({ text: '  Hej  ' }).text).toBe('Hej');
    const res = sendMessageSchema.safeParse({ text: '   ' });
    expect(res.success ? null : res.error.issues[0].message).toBe('Write a message');
  });
});
