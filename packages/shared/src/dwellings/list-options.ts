/**
 * Tabs and sort keys of the dwellings list (doc 2 §2, §9). No zod here: the web list imports these
 * without loading the schemas of dwelling.ts (docs/architecture.md "Front-end loading"); dwelling.ts re-exports them.
 */

/** Admin list tabs (doc 2 §2): Draft = PENDING_REVIEW and DRAFT. */
export const DWELLING_TABS = ['DRAFT', 'APPROVED', 'ALL', 'DEACTIVATED'] as const;
export type DwellingTab = (typeof DWELLING_TABS)[number];

/** Sort keys of the admin list; default CREATED_AT descending (doc 2 §9). */
export const DWELLING_SORT_KEYS = ['CREATED_AT', 'UPDATED_AT', 'RENT', 'ADDRESS', 'STATUS', 'ZIP', 'EXPIRES_AT'] as const;
export type DwellingSortKey = (typeof DWELLING_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
