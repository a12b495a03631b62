/**
 * The ids the admin screens show, accepted wherever an admin types an id (docs/architecture.md
 * "Input rules"): a row's uuid, its numeric id, and for a dwelling also the thread's agentUnique
 * 'rentals-<id>' (doc 1 §3). One parser for the forms and the server; the server turns a reference
 * into the row's numeric id (apps/server/src/modules/record-refs/record-refs.repository.ts).
 */
import { z } from 'zod';
import { TEXT_LIMITS } from './text';

/** A parsed reference: by uuid (lower case) or by numeric id. */
export type RecordRef = { uuid: string } | { id: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^[1-9]\d{0,9}$/;
const AGENT_UNIQUE = /^rentals-([1-9]\d{0,9})$/i;
/** Largest id of a serial column. */
const MAX_ID = 2_147_483_647;

const byId = (digits: string): RecordRef | null => (Number(digits) <= MAX_ID ? { id: Number(digits) } : null);

/** A user reference: uuid or numeric id (a number is taken as the id); null for anything else. */
export function parseUserRef(input: unknown): RecordRef | null {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (UUID.test(text)) return { uuid: text.toLowerCase() };
  return NUMERIC.test(text) ? byId(text) : null;
}

/** A dwelling reference: uuid, numeric id or 'rentals-<id>'; null for anything else. */
export function parseDwellingRef(input: unknown): RecordRef | null {
  const text = typeof input === 'string' ? input.trim() : input;
  const m = typeof text === 'string' ? AGENT_UNIQUE.exec(text) : null;
  return m ? byId(m[1]!) : parseUserRef(text);
}

/** Numbers (a GraphQL Int or a JSON number) become text, text is trimmed; the rest is left to the schema. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);

/**
 * A user id field: uuid or numeric id, as the users panel shows both; `message` for anything else.
 * The output is the trimmed text (resolve it with parseUserRef).
 */
export const userRefField = (message: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: message })
      .max(TEXT_LIMITS.short, message)
      .refine((v) => parseUserRef(v) !== null, message),
  );

/**
 * A dwelling id field: uuid, numeric id or 'rentals-<id>', typed text (a form's input type stays
 * string); `message` for anything else. Output: the trimmed text (resolve it with parseDwellingRef).
 */
export const dwellingRefField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(TEXT_LIMITS.short, message)
    .refine((v) => parseDwellingRef(v) !== null, message);
