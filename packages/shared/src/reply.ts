/**
 * Reply schemas (docs/architecture.md "OpenAPI document"): each REST reply is written through a
 * zod schema that must describe its TypeScript reply type exactly, so the OpenAPI document, the
 * serialised JSON and the types the web reads cannot drift apart.
 */
import type { z } from 'zod';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when A and B are assignable both ways and have the same top-level keys (nested keys: by the nested schemas' own checks). */
export type SameShape<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false;

/**
 * `schema`, which compiles only when its output is the reply type `T`:
 *   export const sessionUserSchema = replyOf<SessionUser>()(z.object({ … }));
 */
export const replyOf =
  <T>() =>
  <S extends z.ZodType>(
    schema: S & (SameShape<z.output<S>, T> extends true ? unknown : { 'the schema does not describe': T }),
  ): S =>
    schema;
