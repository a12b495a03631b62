/**
 * GraphQL side of the API fuzz test: one operation per root field of the schema (its arguments as
 * variables, its scalar fields two levels deep as the selection) and variable values near each
 * argument's type, hostile ones and forged paging cursors included.
 */
import fc, { type Arbitrary } from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { DWELLING_SORT_KEYS, SORT_DIRECTIONS } from '@udlejning/shared/dwellings/dwelling';
import { hostileNumber, hostileString, junk } from './fuzz-arbitraries';

/** One root field as an operation: its document and the types of its variables. */
export type GraphOperation = { field: string; document: string; variables: { name: string; type: GraphQLInputType }[] };

/** The scalar fields of `type` (and of its object fields, `levels` deep), skipping fields with required arguments. */
function selectionOf(type: GraphQLOutputType, levels: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    if (!isObjectType(getNamedType(f.type))) parts.push(f.name);
    else if (levels > 0) {
      const inner = selectionOf(f.type, levels - 1);
      if (inner) parts.push(`${f.name} ${inner}`);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): GraphOperation {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type, 2)} }`;
  return { field: field.name, document, variables: field.args.map((a) => ({ name: a.name, type: a.type })) };
}

/** Every query and mutation field of `schema` as an operation. */
export function operationsOf(schema: GraphQLSchema): GraphOperation[] {
  const query = Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => operationOf('query', f));
  const mutation = Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => operationOf('mutation', f));
  return [...query, ...mutation];
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Forged Relay cursors: our keyset format with hostile parts, and offset cursors with hostile numbers. */
export const forgedCursor: Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.constantFrom(...DWELLING_SORT_KEYS), hostileString),
      fc.oneof(fc.constantFrom(...SORT_DIRECTIONS), hostileString),
      fc.oneof(hostileString, fc.constantFrom('2026-11-23 18:32:43.123456+00', '2026-02-30 10:00:00+00', '12', null)),
      fc.oneof(hostileNumber, fc.integer({ min: 1, max: 50 })),
    )
    .map((payload) => `k1.${base64url(JSON.stringify(payload))}`),
  fc.oneof(hostileNumber, fc.integer({ min: 0, max: 50 })).map((n) => Buffer.from(`OffsetConnection:${n}`).toString('base64')),
  hostileString,
);

/** Values near a GraphQL input type; `known` are real ids and tokens, so some calls reach the rows. */
export function nearInput(type: GraphQLInputType, name: string, known: string[], depth = 0): Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 12, arbitrary: nearInput(type.ofType, name, known, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  if (isListType(type)) return fc.oneof(fc.array(nearInput(type.ofType, name, known, depth + 1), { maxLength: 3 }), junk);
  if (isEnumType(type)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
      { weight: 1, arbitrary: junk },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return junk;
    const fields = Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, nearInput(f.type, f.name, known, depth + 1)]),
    );
    return fc.oneof({ weight: 5, arbitrary: fc.record(fields, { requiredKeys: [] }) }, { weight: 1, arbitrary: junk });
  }
  const rare = { weight: 1, arbitrary: junk };
  switch (type.name) {
    case 'Int':
    case 'Float':
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -3, max: 120 }) }, { weight: 4, arbitrary: hostileNumber }, rare);
    case 'Boolean':
      return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, rare);
    default: {
      const strings: Arbitrary<unknown>[] = [hostileString, fc.string({ maxLength: 12 }), fc.emailAddress()];
      if (known.length) strings.push(fc.constantFrom(...known));
      if (name === 'after' || name === 'before') strings.push(forgedCursor, forgedCursor);
      return fc.oneof({ weight: 8, arbitrary: fc.oneof(...strings) }, rare);
    }
  }
}
