/**
 * The one Pothos schema builder. Each domain adds its types and fields in its own
 * `*.graphql.ts` (imported by src/graphql-schema.ts, which builds the schema); resolvers call the same services as REST.
 */
import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import type { Actor } from '../auth/actor';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { Deps } from '../deps';

/** language: the request's (Accept-Language), for mails to a recipient without one (issue 9 §1). */
export type GraphContext = { actor: Actor; deps: Deps; ip: string; language: Language | null };

export const builder = new SchemaBuilder<{
  Context: GraphContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [RelayPlugin],
  relay: { clientMutationId: 'omit', cursorType: 'String' },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v.toISOString() : v),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new TypeError('Invalid DateTime');
    return d;
  },
});
builder.scalarType('JSON', { serialize: (v) => v, parseValue: (v) => v });
