/**
 * The sort keys of the dwelling lists (doc 2 §2 Admin list) as SQL: ORDER BY, the keyset condition
 * of a cursor and the sort value a cursor stores (docs/architecture.md "Paging"). Every key is one direction throughout
 * and ends in the id, and has a btree index on exactly these expressions (dwellings.schema.ts).
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DwellingSortKey, SortDirection } from '@udlejning/shared/dwellings/dwelling';
import { dwellings, nullsLastSortKey, SORT_SENTINELS } from '../../schema/dwellings.schema';
import { SORT_VALUE_TYPES, type SortPosition } from './dwellings.cursor';

type SortSpec = {
  column: AnyPgColumn;
  /** The SQL type a cursor's text value is cast back to. */
  type: 'timestamptz' | 'integer' | 'text';
  /** Nullable columns sort NULLs last either way, through nullsLastSortKey with this literal. */
  sentinel?: SQL;
};

const SORTS = {
  CREATED_AT: { column: dwellings.createdAt, type: SORT_VALUE_TYPES.CREATED_AT },
  UPDATED_AT: { column: dwellings.updatedAt, type: SORT_VALUE_TYPES.UPDATED_AT },
  STATUS: { column: dwellings.status, type: SORT_VALUE_TYPES.STATUS },
  RENT: { column: dwellings.rent, type: SORT_VALUE_TYPES.RENT, sentinel: SORT_SENTINELS.rent },
  ADDRESS: { column: dwellings.address, type: SORT_VALUE_TYPES.ADDRESS, sentinel: SORT_SENTINELS.address },
  ZIP: { column: dwellings.zip, type: SORT_VALUE_TYPES.ZIP, sentinel: SORT_SENTINELS.zip },
  EXPIRES_AT: { column: dwellings.expiresAt, type: SORT_VALUE_TYPES.EXPIRES_AT, sentinel: SORT_SENTINELS.expiresAt },
} satisfies Record<DwellingSortKey, SortSpec>;

/**
 * The sort key as a tuple that is ordered one way throughout (`sortDir` for every element), ending
 * in the id so ties have a stable order. Each tuple has its index (dwellings.schema.ts).
 */
function sortKey(sortBy: DwellingSortKey, sortDir: SortDirection): SQL[] {
  const spec: SortSpec = SORTS[sortBy];
  const head = spec.sentinel ? nullsLastSortKey(spec.column, spec.sentinel, sortDir) : [sql`${spec.column}`];
  return [...head, sql`${dwellings.id}`];
}

/** The values of the sort key at `position` (same shape as sortKey). */
function sortKeyValues(sortBy: DwellingSortKey, sortDir: SortDirection, position: SortPosition): SQL[] {
  const spec: SortSpec = SORTS[sortBy];
  const cast = (text: SQL) => sql`cast(${text} as ${sql.raw(spec.type)})`;
  const id = sql`cast(${position.id} as integer)`;
  if (!spec.sentinel) return [cast(sql`${position.value ?? ''}`), id];
  const isNull = position.value === null;
  return [
    sql`cast(${sortDir === 'ASC' ? isNull : !isNull} as boolean)`,
    position.value === null ? spec.sentinel : cast(sql`${position.value}`),
    id,
  ];
}

/** ORDER BY of a list; `reverse` walks it backwards (Relay `last`/`before`). */
export function orderBy(sortBy: DwellingSortKey, sortDir: SortDirection, reverse = false): SQL[] {
  const ascending = (sortDir === 'ASC') !== reverse;
  return sortKey(sortBy, sortDir).map((e) => (ascending ? asc(e) : desc(e)));
}

/** Rows strictly after (`side` 'after') or before `position` in the (sortBy, sortDir) order: one row comparison. */
export function keysetCondition(
  sortBy: DwellingSortKey,
  sortDir: SortDirection,
  side: 'after' | 'before',
  position: SortPosition,
): SQL {
  const greater = (sortDir === 'ASC') === (side === 'after');
  const key = sql.join(sortKey(sortBy, sortDir), sql`, `);
  const values = sql.join(sortKeyValues(sortBy, sortDir, position), sql`, `);
  return sql`(${key}) ${sql.raw(greater ? '>' : '<')} (${values})`;
}

/** The sort column as PostgreSQL text (exact enough to compare again; NULL stays NULL), for cursors. */
export function sortValue(sortBy: DwellingSortKey): SQL<string | null> {
  return sql<string | null>`${SORTS[sortBy].column}::text`;
}
