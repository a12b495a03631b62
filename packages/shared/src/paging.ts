/**
 * One paging contract for every REST list (docs/architecture.md "OpenAPI document"): `page` counts from 1,
 * as GET /api/dwellings always did (doc 2 §7 leaves the base open; the dwellings list set it).
 */
import { z } from 'zod';

/** The `page` parameter's text in the OpenAPI document. */
export const PAGE_DESCRIPTION =
  'Pages count from 1: page=1 (the default) is the first page; a page past the last answers an empty `results`.';

/** Highest page number a list takes (more is 400 VALIDATION_FAILED, never a database error). */
export const MAX_PAGE = 1_000_000;

/** The `page` query parameter of a REST list: 1-based, default 1. */
export const pageParam = () => z.coerce.number().int().min(1).max(MAX_PAGE).default(1).meta({ description: PAGE_DESCRIPTION });
