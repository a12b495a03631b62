/** The field diff stored in activity entries: { field: [before, after] } for changed top-level fields. */

function stable(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/**
 * Compares two snapshots key by key (deep, key order ignored) and returns the changed keys with
 * [before, after]; Dates become ISO strings, undefined becomes null.
 */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const diff: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (stable(before[key]) !== stable(after[key])) diff[key] = [plain(before[key]), plain(after[key])];
  }
  return diff;
}
