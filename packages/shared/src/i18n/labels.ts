/**
 * The types every language's catalogue is checked against. The Danish catalogue (da/, the default
 * language) defines the keys; another language is written `{…} satisfies Labels<typeof da>`, so a
 * key missing in it, or one Danish does not have, fails `npm run typecheck`.
 */

/** The same nested keys as `T`, every leaf a string (the translation). */
export type Labels<T> = { [K in keyof T]: T[K] extends string ? string : Labels<T[K]> };
