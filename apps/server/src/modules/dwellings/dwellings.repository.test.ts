import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Actor } from '../../platform/auth/actor';
import { countQuery, keysetPageQuery, listPageQuery, type ListOptions } from './dwellings.repository';

const db = drizzle.mock();
const admin: Actor = {
  kind: 'user',
  userId: 1,
  uuid: 'a',
  role: 'admin',
  type: 'PERSONAL',
  verified: false,
  isAdmin: true,
  name: 'A',
};
const landlord: Actor = { ...admin, userId: 7, role: 'landlord', isAdmin: false };
const base: ListOptions = { filter: {}, sortBy: 'CREATED_AT', sortDir: 'DESC', offset: 0, limit: 25 };

/** The admin dwelling list is a hot query: changes show up here as SQL diffs (STYLE.md Database). */
describe('admin dwelling list SQL', () => {
  it('default query: PENDING_REVIEW and active, newest first', () => {
    expect(listPageQuery(db, admin, base).toSQL()).toMatchSnapshot();
  });

  it('Draft tab with address, zip, user and free-text filters, sorted by rent ascending', () => {
    const q = listPageQuery(db, admin, {
      ...base,
      filter: { tab: 'DRAFT', address: 'Åbou%', zip: '80', user: 'lis@', listingType: 'PLUS' },
      query: 'altan',
      sortBy: 'RENT',
      sortDir: 'ASC',
      offset: 50,
      limit: 25,
    });
    expect(q.toSQL()).toMatchSnapshot();
  });

  it('column filters: city prefix, user name or e-mail, rent and created ranges, sorted by zip', () => {
    const q = listPageQuery(db, admin, {
      ...base,
      filter: {
        tab: 'ALL',
        city: 'Aarhus',
        user: 'Lis H',
        rentMin: 500_000,
        rentMax: 900_000,
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
      },
      sortBy: 'ZIP',
      sortDir: 'ASC',
    });
    expect(q.toSQL()).toMatchSnapshot();
  });

  it('the count never joins users: user conditions are subqueries, so it can be an index-only scan', () => {
    expect(countQuery(db, admin, base).toSQL().sql).toBe(
      'select count(*) from "dwellings" where ("dwellings"."status" = $1 and "dwellings"."active" = $2)',
    );
    expect(countQuery(db, admin, { filter: { user: 'lis' } }).toSQL().sql).not.toContain('join');
    expect(countQuery(db, admin, { filter: {}, query: 'altan' }).toSQL().sql).not.toContain('join');
    expect(countQuery(db, landlord, { filter: { user: 'lis' } }).toSQL().sql).not.toContain('users');
  });

  it('a user filter looked up first is an id list (one id: an equality the user index can order)', () => {
    const many = listPageQuery(db, admin, { ...base, filter: { tab: 'ALL', user: 'han' }, userIds: [3, 4] }).toSQL();
    expect(many.sql).toContain('where "dwellings"."user_id" = any(cast($1 as integer[]))');
    expect(many.params[0]).toBe('{3,4}');
    const one = listPageQuery(db, admin, { ...base, filter: { tab: 'ALL', user: 'han' }, userIds: [3] }).toSQL();
    expect(one.sql).toContain('where "dwellings"."user_id" = $1');
    expect(one.params[0]).toBe(3);
  });

  it('a capped count stops reading after cap rows', () => {
    expect(countQuery(db, admin, { filter: { tab: 'ALL', address: 'Vej' } }, 10_001).toSQL()).toEqual({
      sql: 'select count(*) from (select 1 as "one" from "dwellings" where "dwellings"."address_search" like lower($1) limit $2) "capped"',
      params: ['%Vej%', 10_001],
    });
  });

  it('address text without three letters or digits in a row is a strpos test, which the trigram index cannot take', () => {
    const where = (address: string) => countQuery(db, admin, { filter: { tab: 'ALL', address } }).toSQL();
    expect(where('sø')).toEqual({
      sql: 'select count(*) from "dwellings" where strpos("dwellings"."address_search", lower($1)) > 0',
      params: ['sø'],
    });
    expect(where('ø 1').sql).toContain('strpos(');
    expect(where('12 a').sql).toContain('strpos(');
    expect(where('Gade 12').sql).toContain('"dwellings"."address_search" like lower($1)');
    expect(where('Å12').sql).toContain(' like ');
  });

  it('keyset page after a cursor, nullable sort key (RENT ascending, NULLs last)', () => {
    const q = keysetPageQuery(db, admin, {
      ...base,
      sortBy: 'RENT',
      sortDir: 'ASC',
      after: { value: '500000', id: 42 },
      limit: 26,
    });
    expect(q.toSQL()).toMatchSnapshot();
  });

  it('keyset page backwards before a cursor whose sort value is NULL (EXPIRES_AT descending)', () => {
    const q = keysetPageQuery(db, admin, {
      ...base,
      filter: { tab: 'ALL' },
      sortBy: 'EXPIRES_AT',
      sortDir: 'DESC',
      before: { value: null, id: 7 },
      backward: true,
      limit: 26,
    });
    expect(q.toSQL()).toMatchSnapshot();
  });

  it('keyset page of the default tab after a cursor (CREATED_AT descending)', () => {
    const q = keysetPageQuery(db, admin, { ...base, after: { value: '2026-01-01 10:00:00.123456+00', id: 9 }, limit: 26 });
    const { sql, params } = q.toSQL();
    expect(sql).toContain(
      'and ("dwellings"."created_at", "dwellings"."id") < (cast($3 as timestamptz), cast($4 as integer))) order by "dwellings"."created_at" desc, "dwellings"."id" desc limit $5',
    );
    expect(params).toEqual(['PENDING_REVIEW', true, '2026-01-01 10:00:00.123456+00', 9, 26]);
  });

  it('an address filter reads the page ids from dwellings alone first, then the rows of those ids', () => {
    const q = keysetPageQuery(db, admin, {
      ...base,
      filter: { tab: 'ALL', address: 'Gade 12' },
      after: { value: '2026-01-01 10:00:00.123456+00', id: 9 },
      limit: 26,
    });
    const { sql, params } = q.toSQL();
    expect(sql).toContain(
      'where "dwellings"."id" in (select "id" from "dwellings" where ("dwellings"."address_search" like lower($1) and ("dwellings"."created_at", "dwellings"."id") < (cast($2 as timestamptz), cast($3 as integer))) order by "dwellings"."created_at" desc, "dwellings"."id" desc limit $4) order by "dwellings"."created_at" desc, "dwellings"."id" desc limit $5',
    );
    expect(params).toEqual(['%Gade 12%', '2026-01-01 10:00:00.123456+00', 9, 26, 26]);
  });

  it('status DEACTIVATED means active = false with no status condition', () => {
    const { sql, params } = listPageQuery(db, admin, { ...base, filter: { status: 'DEACTIVATED' } }).toSQL();
    expect(sql).toContain('"dwellings"."active" = $1');
    expect(sql).not.toContain('"dwellings"."status" =');
    expect(params.slice(0, 1)).toEqual([false]);
  });

  it('status REJECTED does not force active', () => {
    const { sql } = listPageQuery(db, admin, { ...base, filter: { status: 'REJECTED' } }).toSQL();
    expect(sql).toContain('"dwellings"."status" = $1');
    expect(sql).not.toContain('"dwellings"."active" =');
  });

  it("'Mulig dublet' is the flag column (partial index), for admins only (docs/architecture.md \"One listing per home\")", () => {
    const flagged = (duplicate: boolean, actor: Actor) =>
      countQuery(db, actor, { filter: { tab: 'ALL', duplicate } }).toSQL().sql;
    expect(flagged(true, admin)).toBe('select count(*) from "dwellings" where "dwellings"."possible_duplicate_of" is not null');
    expect(flagged(false, admin)).toBe('select count(*) from "dwellings" where "dwellings"."possible_duplicate_of" is null');
    expect(flagged(true, landlord)).not.toContain('possible_duplicate_of');
  });

  it('a landlord list is scoped to the own user id and ignores the user filter', () => {
    const { sql, params } = listPageQuery(db, landlord, { ...base, filter: { user: '99' } }).toSQL();
    expect(sql).toContain('"dwellings"."user_id" = $1');
    expect(params[0]).toBe(7);
    expect(params).not.toContain(99);
  });
});
