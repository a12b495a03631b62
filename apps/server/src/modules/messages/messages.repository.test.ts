import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { threadListQuerySchema } from '@udlejning/shared/messages/thread';
import { threadCountQuery, threadPageQuery } from './messages.repository';

const db = drizzle.mock();
const defaults = threadListQuerySchema.parse({});

/** The thread list is a hot query (docs/performance-history.md "Admin lists": 1,000,000 messages): changes show up here as SQL diffs (STYLE.md Database). */
describe('thread list SQL', () => {
  it("a landlord's first page: own dwellings, newest update first", () => {
    expect(threadPageQuery(db, { ownerId: 7 }, defaults).toSQL()).toMatchSnapshot();
  });

  it("an admin's page sorted by status, and a dwelling's count", () => {
    expect(
      threadPageQuery(db, {}, { ...defaults, sortBy: 'status', sortDir: 'asc', page: 3, pageSize: 50 }).toSQL(),
    ).toMatchSnapshot();
    expect(threadCountQuery(db, { dwellingId: 3 }).toSQL()).toMatchSnapshot();
  });
});
