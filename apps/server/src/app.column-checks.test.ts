/** The closed sets of values are enforced by PostgreSQL too (docs/architecture.md "Database"), not only by the types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './test/test-app';
import { buildLandlord } from './test/factories';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';

/** The SQLSTATE of a failed statement (23514 = check_violation), or 'ok'. */
async function stateOf(t: TestApp, statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.deps.db.execute(statement);
    return 'ok';
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code ?? String(err);
  }
}

describe('CHECK constraints on closed value sets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses an unknown status, listing type, user type, role, rating or leasedByAB; accepts the known ones', async () => {
    const landlord = await buildLandlord(t.deps);
    const d = await buildDwelling(t.deps, { owner: landlord });
    expect(await stateOf(t, sql`update dwellings set status = 'ARCHIVED' where id = ${d.id}`)).toBe('23514');
    expect(await stateOf(t, sql`update dwellings set listing_type = 'GOLD' where id = ${d.id}`)).toBe('23514');
    expect(await stateOf(t, sql`update users set type = 'ROBOT' where id = ${landlord.id}`)).toBe('23514');
    expect(await stateOf(t, sql`update users set role = 'root' where id = ${landlord.id}`)).toBe('23514');
    expect(await stateOf(t, sql`insert into feedbacks (rating) values (6)`)).toBe('23514');
    expect(await stateOf(t, sql`insert into feedbacks (rating, leased_by_ab) values (3, 'MAYBE')`)).toBe('23514');
    expect(await stateOf(t, sql`update dwellings set status = 'APPROVED', listing_type = 'PREMIUM' where id = ${d.id}`)).toBe(
      'ok',
    );
    expect(await stateOf(t, sql`insert into feedbacks (rating, leased_by_ab) values (5, null)`)).toBe('ok');
  });
});
