/**
 * The checklist of doc 1 §7 and doc 2 §7 (plus doc 1 §1's createOrganization): every GraphQL
 * operation the spec names exists at POST /api/graph with the spec's name and arguments, and the
 * input objects carry the spec's fields. Extra optional arguments (the status-link `token`) are allowed;
 * a missing one fails.
 *
 * `pending`: built on another branch. Absent is allowed until the
 * merge; once present the test fails until the flag is removed, so the row then holds strictly.
 */
import { describe, expect, it } from 'vitest';
import { isInputObjectType, isObjectType, getNamedType, type GraphQLField } from 'graphql';
import { graphqlSchema } from './graphql-schema';

type Row = { kind: 'query' | 'mutation'; name: string; args: string[]; spec: string; pending?: true };

const CHECKLIST: Row[] = [
  // doc 1 §7
  { kind: 'mutation', name: 'reqResetPassword', args: ['email'], spec: 'd1 §7' },
  { kind: 'mutation', name: 'userResetPassword', args: ['password', 'userId', 'email'], spec: 'd1 §7' },
  { kind: 'mutation', name: 'resetPassword', args: ['id'], spec: 'd1 §7' },
  { kind: 'mutation', name: 'deleteUser', args: ['id'], spec: 'd1 §7' },
  { kind: 'mutation', name: 'setUserType', args: ['uuid', 'type'], spec: 'd1 §7' },
  { kind: 'mutation', name: 'generateToken', args: ['uuid'], spec: 'd1 §7' },
  { kind: 'mutation', name: 'resendEmailVerification', args: ['email'], spec: 'd1 §7' },
  {
    kind: 'query',
    name: 'userConnection',
    args: ['query', 'filter', 'sortBy', 'sortDir', 'before', 'after', 'first', 'last'],
    spec: 'd1 §7',
  },
  { kind: 'query', name: 'user', args: ['id'], spec: 'd1 §7' },
  { kind: 'mutation', name: 'sendMessage', args: ['input'], spec: 'd1 §7' },
  // doc 1 §1, §4
  { kind: 'mutation', name: 'createOrganization', args: ['name'], spec: 'd1 §1' },
  { kind: 'mutation', name: 'activateOrganization', args: ['id'], spec: 'd1 §4' },
  // doc 2 §7
  {
    kind: 'query',
    name: 'dwellingConnection',
    args: ['query', 'filter', 'sortBy', 'sortDir', 'before', 'after', 'first', 'last'],
    spec: 'd2 §7',
  },
  { kind: 'query', name: 'dwelling', args: ['id', 'userId'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'updateDwelling', args: ['id', 'input'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'toggleActive', args: ['id', 'active'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'extendDwelling', args: ['id', 'dwellingId'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'updatePaymentInfo', args: ['amount', 'product', 'dwelling'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'confirmPaymentInfo', args: ['paymentId', 'meta'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'requestOwnership', args: ['id'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'ownershipReceived', args: ['id'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'moveToAdmin', args: ['uuid'], spec: 'd2 §7' },
  { kind: 'query', name: 'listings', args: ['dwellingId'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'sendReceiptMail', args: ['userId', 'dwellingId', 'transactionId'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'refundPayment', args: ['dwelling', 'paymentId', 'amount', 'reason'], spec: 'd2 §7' },
  { kind: 'query', name: 'discounts', args: ['activeOnly'], spec: 'd2 §7' },
  { kind: 'mutation', name: 'createDiscount', args: ['input'], spec: 'd2 §7' },
  { kind: 'query', name: 'feedbacks', args: [], spec: 'd2 §7' },
  { kind: 'query', name: 'payments', args: [], spec: 'd2 §7' },
  { kind: 'query', name: 'lookupPayment', args: ['paymentId'], spec: 'd2 §7' },
];

/** Input objects whose fields the spec names. */
const INPUT_FIELDS: [operation: string, arg: string, fields: string[]][] = [
  ['sendMessage', 'input', ['text', 'userId', 'agentUnique', 'seekerName', 'seekerEmail', 'seekerId', 'thread']],
  ['updateDwelling', 'input', ['listingType']],
  ['createDiscount', 'input', ['code', 'flat', 'percentage', 'user', 'start', 'end', 'listingType']],
];

function fieldOf(kind: Row['kind'], name: string): GraphQLField<unknown, unknown> | undefined {
  const root = kind === 'query' ? graphqlSchema.getQueryType() : graphqlSchema.getMutationType();
  return root?.getFields()[name];
}

describe('GraphQL operations of the spec (checklist)', () => {
  it.each(CHECKLIST)('$kind $name($args) ($spec)', (row) => {
    const field = fieldOf(row.kind, row.name);
    if (row.pending) {
      // absent until the users branch is merged; then remove `pending`
      expect(field, `${row.name} exists now: remove its pending flag`).toBeUndefined();
      return;
    }
    expect(field, `${row.kind} ${row.name} is missing`).toBeDefined();
    expect(field!.args.map((a) => a.name)).toEqual(expect.arrayContaining(row.args));
  });

  it.each(INPUT_FIELDS)('%s(%s: {%s})', (operation, arg, fields) => {
    const type = getNamedType(fieldOf('mutation', operation)!.args.find((a) => a.name === arg)!.type);
    expect(isInputObjectType(type)).toBe(true);
    if (isInputObjectType(type)) expect(Object.keys(type.getFields())).toEqual(expect.arrayContaining(fields));
  });

  it("dwelling(id) reaches the user and the user's other dwellings (d2 §7: dwelling(id){user{..., dwellings}})", () => {
    const dwelling = getNamedType(fieldOf('query', 'dwelling')!.type);
    expect(isObjectType(dwelling)).toBe(true);
    if (!isObjectType(dwelling)) return;
    const user = getNamedType(dwelling.getFields().user.type);
    expect(isObjectType(user) && Object.keys(user.getFields())).toContain('dwellings');
  });
});
