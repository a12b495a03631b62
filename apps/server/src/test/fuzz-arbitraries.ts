/**
 * fast-check arbitraries for the API fuzz test: values near a shared zod
 * schema (its keys, with plausible and hostile values), hostile strings and numbers, path
 * parameters, and the routes of the app as Fastify prints them.
 */
import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';

/** Strings that broke or could break a layer below the schema: NUL, lone surrogates, huge or odd dates, long texts. */
export const hostileString: Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud800y',
    '\udc00\ud800',
    '-100000-01-01',
    '+275760-09-13',
    '0000-01-01',
    '2026-02-30',
    '9999-99-99',
    '2026-05-01T25:61:00Z',
    'NaN',
    'Infinity',
    '-1',
    '1e400',
    '99999999999999999999',
    '%00',
    '../../../../etc/passwd',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '00000000-0000-0000-0000-000000000000',
    'k1.garbage',
    'T2Zmc2V0Q29ubmVjdGlvbjotNQ==',
    'T2Zmc2V0Q29ubmVjdGlvbjo5OTk5OTk5OTk5OTk5OTk5OTk5OTk=',
    'eyJhbGciOiJIUzI1NiJ9.e30.bad',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(101, 201, 255, 301, 2_001, 5_001, 10_001).map((n) => 'x'.repeat(n)),
);

/** Numbers at and past every boundary a column or a schema has. */
export const hostileNumber: Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21, 1e308, -1e308, 100_000_000, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile leaves included. */
export const junk: Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const plausibleString: Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.emailAddress(),
  fc.uuid(),
  fc.constantFrom('2026-12-01', '2026-12-01T00:00:00.000Z', 'secret123', 'APPROVED', 'PENDING_REVIEW'),
);

/**
 * Values near `schema`: an object gets any subset of its keys (values near each field's schema,
 * sometimes an unknown key too), a scalar a valid or a hostile value, anything else junk.
 */
export function nearSchema(schema: z.ZodType, depth = 0): Arbitrary<unknown> {
  if (depth > 4) return junk;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return nearSchema(schema.unwrap() as z.ZodType, depth);
  if (schema instanceof z.ZodDefault) return nearSchema(schema.def.innerType as z.ZodType, depth);
  if (schema instanceof z.ZodPipe) return nearSchema(schema.def.in as z.ZodType, depth);
  if (schema instanceof z.ZodObject) {
    const fields = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, nearSchema(field, depth + 1)]),
    );
    const record = fc.record(fields, { requiredKeys: [] });
    return fc.oneof(
      { weight: 8, arbitrary: record },
      { weight: 1, arbitrary: fc.tuple(record, hostileString, junk).map(([o, k, v]) => ({ ...o, [k]: v })) },
      { weight: 1, arbitrary: junk },
    );
  }
  if (schema instanceof z.ZodArray) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(nearSchema(schema.element as z.ZodType, depth + 1), { maxLength: 4 }) },
      { weight: 1, arbitrary: junk },
    );
  }
  if (schema instanceof z.ZodTuple) {
    const items = (schema.def.items as z.ZodType[]).map((item) => nearSchema(item, depth + 1));
    return fc.oneof(fc.tuple(...items), junk);
  }
  if (schema instanceof z.ZodUnion) return fc.oneof(...(schema.options as z.ZodType[]).map((o) => nearSchema(o, depth + 1)));
  if (schema instanceof z.ZodEnum)
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.options) }, { weight: 1, arbitrary: junk });
  if (schema instanceof z.ZodLiteral) return fc.oneof(fc.constantFrom(...schema.values), junk);
  if (schema instanceof z.ZodString) return fc.oneof(plausibleString, hostileString, hostileString);
  if (schema instanceof z.ZodNumber) return fc.oneof(fc.integer({ min: -5, max: 100 }), hostileNumber, junk);
  if (schema instanceof z.ZodBoolean) return fc.oneof(fc.boolean(), junk);
  return junk;
}

/**
 * Multipart bodies a parser may choke on: no boundary, a wrong or huge one, a part cut short, broken
 * part headers, a file part among junk (the upload route; docs/architecture.md "Request pipeline").
 */
export const malformedMultipart: Arbitrary<{ body: string; contentType: string }> = fc
  .record({
    declared: fc.oneof(fc.constant(null), fc.constant('XX'), fc.constant(''), fc.constant('x'.repeat(300)), hostileString),
    used: fc.constantFrom('XX', 'YY', ''),
    header: fc.oneof(
      fc.constant('Content-Disposition: form-data; name="files"; filename="a.webp"\r\nContent-Type: image/webp'),
      fc.constant('Content-Disposition: form-data; name="files"'),
      fc.constant('Content-Disposition'),
      hostileString,
    ),
    content: fc.oneof(hostileString, fc.constant('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')),
    ending: fc.constantFrom('\r\n--XX--\r\n', '\r\n--YY--\r\n', '', '\r\n--XX', '\r\n'),
  })
  .map(({ declared, used, header, content, ending }) => ({
    contentType: declared === null ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`,
    body: `--${used}\r\n${header}\r\n\r\n${content}${ending}`,
  }));

/**
 * `s` percent-encoded as a path segment. A lone surrogate (which encodeURIComponent refuses) is
 * sent as its 3 WTF-8 bytes, so the server sees the invalid UTF-8 a hostile client can send.
 */
export function encodePathSegment(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A query string for `values` (objects as JSON, arrays as repeated keys), '' when empty. */
export function toQueryString(values: unknown): string {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const all = Array.isArray(value) ? value : [value];
    for (const v of all) params.append(key, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One route and method as the app serves it, with its `:param` names. */
export type RouteMethod = { method: string; path: string; params: string[] };

/**
 * Every route and method from `app.printRoutes({ commonPrefix: false })` (a tree: each line adds
 * its segment to its parent's path; HEAD and OPTIONS are left out).
 */
export function routesFromTree(tree: string): RouteMethod[] {
  const stack: string[] = [];
  const out: RouteMethod[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const level = m[1]!.length / 4;
    stack.length = level;
    const path = (stack[level - 1] ?? '') + m[2]!;
    stack[level] = path;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (!method || method === 'HEAD' || method === 'OPTIONS') continue;
      out.push({ method, path, params: [...path.matchAll(/:(\w+)/g)].map((p) => p[1]!) });
    }
  }
  return out;
}
