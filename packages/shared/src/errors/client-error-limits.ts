/**
 * Longest accepted texts of a client error report (POST /api/errors, doc 1 §7), in characters.
 * Kept apart from the zod schema so the web app's error reporter, which loads with every page,
 * does not pull zod into the first page (docs/architecture.md "Front-end loading").
 */
export const CLIENT_ERROR_LIMITS = { message: 2_000, stack: 20_000, info: 20_000, source: 2_000 } as const;
