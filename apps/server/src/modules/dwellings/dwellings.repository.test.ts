import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../platform/db/schema';
import type { Actor } from '../../platform/auth/actor';
import { countQuery, listPageQuery, type ListOptions } from './dwellings.repository';

const db = drizzle.mock({ schema });
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

  it('the count joins users only when a condition reads them', () => {
    expect(countQuery(db, admin, base).toSQL().sql).toBe(
      'select count(*) from "dwellings" where ("dwellings"."status" = $1 and "dwellings"."active" = $2)',
    );
    expect(countQuery(db, admin, { filter: { user: 'lis' } }).toSQL().sql).toContain('inner join "users"');
    expect(countQuery(db, admin, { filter: {}, query: 'altan' }).toSQL().sql).toContain('inner join "users"');
    expect(countQuery(db, landlord, { filter: { user: 'lis' } }).toSQL().sql).not.toContain('join');
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

  it('a landlord list is scoped to the own user id and ignores the user filter', () => {
    const { sql, params } = listPageQuery(db, landlord, { ...base, filter: { user: '99' } }).toSQL();
    expect(sql).toContain('"dwellings"."user_id" = $1');
    expect(params[0]).toBe(7);
    expect(params).not.toContain(99);
  });
});
