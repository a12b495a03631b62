/** Generic checks and escapes for values that go into SQL conditions; no table and no domain. */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid uuid (anything else cannot exist, so callers answer 404). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** `text` with LIKE's wildcards (`%`, `_`) and the escape character escaped, so LIKE matches it literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
