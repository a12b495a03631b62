/**
 * One paging contract for every REST list (docs/architecture.md "OpenAPI document"): `page` counts from 1,
 * as GET /api/dwellings always did (doc 2 §7 leaves the base open; the dwellings list set it).
 * GraphQL lists are Relay connections instead: connectionArgsShape() (docs/architecture.md "GraphQL").
 */
import { z } from 'zod';
import { storableText } from './text';

/** The `page` parameter's text in the OpenAPI document. */
export const PAGE_DESCRIPTION =
  'Pages count from 1: page=1 (the default) is the first page; a page past the last answers an empty `results`.';

/** Highest page number a list takes (more is 400 VALIDATION_FAILED, never a database error). */
export const MAX_PAGE = 1_000_000;

/** The `page` query parameter of a REST list: 1-based, default 1. */
export const pageParam = () => z.coerce.number().int().min(1).max(MAX_PAGE).default(1).meta({ description: PAGE_DESCRIPTION });

/** Rows a GraphQL connection page holds at most (`first`/`last`), and by default. */
export const CONNECTION_PAGE_MAX = 100;
export const CONNECTION_PAGE_SIZE = 25;

/**
 * The Relay arguments of every GraphQL connection (docs/architecture.md "GraphQL"): `first`/`last`
 * rows (0 to CONNECTION_PAGE_MAX) after/before a cursor the server issued (`cursorChars` long at
 * most; keyset cursors carry a sort value). Spread into a connection's args schema.
 */
export const connectionArgsShape = (cursorChars = 100) => ({
  first: z.number().int().min(0).max(CONNECTION_PAGE_MAX).nullish(),
  last: z.number().int().min(0).max(CONNECTION_PAGE_MAX).nullish(),
  before: storableText(cursorChars).nullish(),
  after: storableText(cursorChars).nullish(),
});

/**
 * An object with its null entries dropped: a GraphQL client sends null for an argument or input
 * field it leaves open, which the list schemas (shared with REST query strings) read as absent.
 */
export function withoutNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}
