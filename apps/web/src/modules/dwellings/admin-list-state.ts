/**
 * The admin list's view state (doc 2 §2 Admin list: "The URL hash stores the filters"): tab,
 * column filters, sort, page size and the Relay cursor, kept in `location.hash` so a reload or a
 * shared link shows the same view. Pure parse/serialise; unknown or bad values fall back to the
 * defaults (Draft tab, CREATED_AT descending, 25 rows).
 */
import {
  DWELLING_SORT_KEYS,
  DWELLING_TABS,
  SORT_DIRECTIONS,
  type DwellingFilter,
  type DwellingSortKey,
  type DwellingTab,
  type SortDirection,
} from '@udlejning/shared/dwellings/dwelling';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@udlejning/shared/dwellings/enums';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import { DISPLAYED_STATUSES } from '@udlejning/shared/dwellings/status';
import type { DwellingConnectionVariables } from './connection-query';
import { connectionVariables as relayVariables } from '../../lib/use-connection-paging';

/** Column filters as text (as typed); rentMin/rentMax are øre, dates YYYY-MM-DD. */
export const FILTER_KEYS = [
  'address',
  'zip',
  'city',
  'user',
  'status',
  'listingType',
  'rentMin',
  'rentMax',
  'createdFrom',
  'createdTo',
  'duplicate',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export type AdminListState = {
  tab: DwellingTab;
  filters: Partial<Record<FilterKey, string>>;
  sortBy: DwellingSortKey;
  sortDir: SortDirection;
  pageSize: number;
  /** 0-based page shown (for the pager); the cursor below fetches it. */
  page: number;
  /** Relay cursor: rows after `after`, or the page before `before`; neither on the first page. */
  after: string | null;
  before: string | null;
};

export const DEFAULT_ADMIN_LIST_STATE: AdminListState = {
  tab: 'DRAFT',
  filters: {},
  sortBy: 'CREATED_AT',
  sortDir: 'DESC',
  pageSize: DEFAULT_PAGE_SIZE,
  page: 0,
  after: null,
  before: null,
};

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;

const FILTER_VALID: Record<FilterKey, (v: string) => boolean> = {
  address: (v) => v.length <= 200,
  zip: (v) => v.length <= 10,
  city: (v) => v.length <= 100,
  user: (v) => v.length <= 200,
  status: (v) => (DISPLAYED_STATUSES as readonly string[]).includes(v),
  listingType: (v) => (LISTING_TYPES as readonly string[]).includes(v),
  rentMin: (v) => /^\d{1,10}$/.test(v),
  rentMax: (v) => /^\d{1,10}$/.test(v),
  createdFrom: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v),
  createdTo: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v),
  duplicate: (v) => v === 'true' || v === 'false',
};

/** The state stored in a hash ('#tab=ALL&sort=RENT&dir=ASC&zip=80…'); defaults for anything missing or bad. */
export function parseAdminListHash(hash: string): AdminListState {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const filters: AdminListState['filters'] = {};
  for (const key of FILTER_KEYS) {
    const v = p.get(key);
    if (v && FILTER_VALID[key](v)) filters[key] = v;
  }
  const size = Number(p.get('size'));
  const page = Number(p.get('page'));
  const after = p.get('after');
  const before = after ? null : p.get('before');
  const hasCursor = Boolean(after || before);
  return {
    tab: oneOf(DWELLING_TABS, p.get('tab'), DEFAULT_ADMIN_LIST_STATE.tab),
    filters,
    sortBy: oneOf(DWELLING_SORT_KEYS, p.get('sort'), DEFAULT_ADMIN_LIST_STATE.sortBy),
    sortDir: oneOf(SORT_DIRECTIONS, p.get('dir'), DEFAULT_ADMIN_LIST_STATE.sortDir),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    page: hasCursor && Number.isInteger(page) && page > 0 ? page : 0,
    after: hasCursor && after ? after : null,
    before: hasCursor && before ? before : null,
  };
}

/** The hash of a state (without '#'); defaults are left out so the plain list has an empty hash. */
export function formatAdminListHash(s: AdminListState): string {
  const p = new URLSearchParams();
  const d = DEFAULT_ADMIN_LIST_STATE;
  if (s.tab !== d.tab) p.set('tab', s.tab);
  for (const key of FILTER_KEYS) if (s.filters[key]) p.set(key, s.filters[key]);
  if (s.sortBy !== d.sortBy) p.set('sort', s.sortBy);
  if (s.sortDir !== d.sortDir) p.set('dir', s.sortDir);
  if (s.pageSize !== d.pageSize) p.set('size', String(s.pageSize));
  if (s.page > 0 && (s.after || s.before)) {
    p.set('page', String(s.page));
    if (s.after) p.set('after', s.after);
    else if (s.before) p.set('before', s.before);
  }
  return p.toString();
}

/** The GraphQL variables of a state (filters typed for DwellingFilter). */
export function connectionVariables(s: AdminListState): DwellingConnectionVariables {
  const f = s.filters;
  const filter: DwellingFilter = { tab: s.tab };
  if (f.address) filter.address = f.address;
  if (f.zip) filter.zip = f.zip;
  if (f.city) filter.city = f.city;
  if (f.user) filter.user = f.user;
  if (f.status) filter.status = f.status as DwellingFilter['status'];
  if (f.listingType) filter.listingType = f.listingType as DwellingFilter['listingType'];
  if (f.rentMin) filter.rentMin = Number(f.rentMin);
  if (f.rentMax) filter.rentMax = Number(f.rentMax);
  if (f.createdFrom) filter.createdFrom = f.createdFrom;
  if (f.createdTo) filter.createdTo = f.createdTo;
  if (f.duplicate) filter.duplicate = f.duplicate === 'true';
  return { filter, sortBy: s.sortBy, sortDir: s.sortDir, ...relayVariables(s) };
}

/** A change of tab, filter, sort or page size starts again at the first page. */
export function restartPaging(s: AdminListState): AdminListState {
  return { ...s, page: 0, after: null, before: null };
}
