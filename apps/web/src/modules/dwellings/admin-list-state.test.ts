import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_LIST_STATE,
  connectionVariables,
  formatAdminListHash,
  parseAdminListHash,
  type AdminListState,
} from './admin-list-state';

describe('admin list hash state', () => {
  it('an empty hash is the default view: Draft, CREATED_AT descending, 25 rows', () => {
    expect(parseAdminListHash('')).toEqual(DEFAULT_ADMIN_LIST_STATE);
    expect(formatAdminListHash(DEFAULT_ADMIN_LIST_STATE)).toBe('');
  });

  it('round-trips tab, filters, sort, page size and cursor', () => {
    const s: AdminListState = {
      tab: 'ALL',
      filters: { address: 'Århus gade', zip: '80', rentMin: '500000', createdTo: '2026-01-31', status: 'APPROVED' },
      sortBy: 'RENT',
      sortDir: 'ASC',
      pageSize: 50,
      page: 3,
      after: 'T2Zmc2V0:MTQ5',
      before: null,
    };
    const hash = formatAdminListHash(s);
    expect(parseAdminListHash(`#${hash}`)).toEqual(s);
  });

  it('bad values fall back to the defaults', () => {
    const s = parseAdminListHash('#tab=NOPE&sort=DROP&dir=UP&size=7&page=-2&status=FOO&rentMin=abc&createdFrom=x&zip=8000');
    expect(s).toEqual({ ...DEFAULT_ADMIN_LIST_STATE, filters: { zip: '8000' } });
  });

  it('a page number without a cursor is the first page', () => {
    expect(parseAdminListHash('#page=4').page).toBe(0);
  });

  it('GraphQL variables: forward with first/after, backward with last/before, numbers for rent', () => {
    const s = { ...DEFAULT_ADMIN_LIST_STATE, filters: { rentMax: '900000', user: 'lis' }, page: 2, after: 'c' };
    expect(connectionVariables(s)).toEqual({
      filter: { tab: 'DRAFT', rentMax: 900000, user: 'lis' },
      sortBy: 'CREATED_AT',
      sortDir: 'DESC',
      first: 25,
      after: 'c',
      last: null,
      before: null,
    });
    expect(connectionVariables({ ...s, after: null, before: 'b' })).toMatchObject({ last: 25, before: 'b' });
  });

  it("the 'Mulig dublet' filter: kept in the hash, sent as a boolean, anything else dropped", () => {
    const s = parseAdminListHash('#tab=ALL&duplicate=true');
    expect(s.filters).toEqual({ duplicate: 'true' });
    expect(formatAdminListHash(s)).toBe('tab=ALL&duplicate=true');
    expect(connectionVariables(s).filter).toEqual({ tab: 'ALL', duplicate: true });
    expect(connectionVariables(parseAdminListHash('#duplicate=false')).filter).toMatchObject({ duplicate: false });
    expect(parseAdminListHash('#duplicate=yes').filters).toEqual({});
  });
});
