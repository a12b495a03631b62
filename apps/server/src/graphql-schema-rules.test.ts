/**
 * docs/architecture.md "Schema: enums and non-null", checked on the schema the server serves:
 *  - every GraphQL enum has exactly the values of its closed list in packages/shared;
 *  - a field or argument named after a closed list (role, status, kind, provider, type, listingType,
 *    product, …) is one of those enums, never a String;
 *  - the root fields that look up or change one record are nullable (a failure nulls only that field),
 *    every other root field is non-null.
 */
import { describe, expect, it } from 'vitest';
import { getNamedType, isEnumType, isInputObjectType, isNonNullType, isObjectType, type GraphQLNamedType } from 'graphql';
import { ROLES, USER_TYPES } from '@udlejning/shared/accounts/user';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import { DWELLING_SORT_KEYS, DWELLING_TABS, SORT_DIRECTIONS } from '@udlejning/shared/dwellings/list-options';
import { DISPLAYED_STATUSES, DWELLING_STATUSES } from '@udlejning/shared/dwellings/status';
import { LEASED_BY_AB } from '@udlejning/shared/feedback/feedback';
import { DISCOUNT_STATUSES } from '@udlejning/shared/payments/discount';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, RECEIPT_KINDS } from '@udlejning/shared/payments/payment';
import { USER_FILTERS, USER_SORT_DIRECTIONS, USER_SORT_FIELDS } from '@udlejning/shared/users/admin';
import { TODO_KINDS } from '@udlejning/shared/dashboard/todo';
import { SEEKER_TYPES } from '@udlejning/shared/seekers/enums';
import { VIEWING_BOOKING_STATES } from '@udlejning/shared/viewings/viewing';
import { graphqlSchema } from './graphql-schema';

/** Each GraphQL enum and the shared list it is built from. */
const ENUMS: Record<string, readonly string[]> = {
  ListingType: LISTING_TYPES,
  DwellingStatus: DWELLING_STATUSES,
  DisplayedDwellingStatus: DISPLAYED_STATUSES,
  DwellingTab: DWELLING_TABS,
  DwellingSortBy: DWELLING_SORT_KEYS,
  DwellingSortDir: SORT_DIRECTIONS,
  UserType: USER_TYPES,
  Role: ROLES,
  UserFilter: USER_FILTERS,
  UserSortField: USER_SORT_FIELDS,
  UserSortDir: USER_SORT_DIRECTIONS,
  PaymentStatus: PAYMENT_STATUSES,
  PaymentProvider: PAYMENT_PROVIDERS,
  ReceiptKind: RECEIPT_KINDS,
  DiscountStatus: DISCOUNT_STATUSES,
  LeasedByAB: LEASED_BY_AB,
  TodoKind: TODO_KINDS,
  ViewingBookingState: VIEWING_BOOKING_STATES,
  SeekerType: SEEKER_TYPES,
};

/** Field and argument names whose values come from a closed list. */
const CLOSED_LIST_NAMES = new Set([
  'role',
  'status',
  'kind',
  'provider',
  'type',
  'listingType',
  'product',
  'tab',
  'sortBy',
  'sortDir',
]);

/** Named like a closed list but free text on purpose: the legacy payment copy of a dwelling holds whatever was imported. */
const FREE_TEXT = new Set(['DwellingPayment.product']);

/** Root fields that look up or change one record: nullable (docs/architecture.md "Schema: enums and non-null"). */
const NULLABLE_ROOT_FIELDS = {
  Query: ['dwelling', 'me', 'organization', 'organizationInvitation', 'user'],
  Mutation: ['activateOrganization', 'createOrganization'],
};

const isBuiltIn = (t: GraphQLNamedType) => t.name.startsWith('__');

describe('GraphQL schema: enums and non-null', () => {
  const types = Object.values(graphqlSchema.getTypeMap()).filter((t) => !isBuiltIn(t));

  it('every enum has the values of its shared list, and every enum is listed here', () => {
    const enums = types.filter(isEnumType);
    expect(enums.map((e) => e.name).sort()).toEqual(Object.keys(ENUMS).sort());
    const sorted = (values: readonly string[]) => [...values].sort();
    for (const e of enums) expect(sorted(e.getValues().map((v) => String(v.value))), e.name).toEqual(sorted(ENUMS[e.name]));
  });

  it('a field or argument named after a closed list is an enum, never a String', () => {
    const strings: string[] = [];
    const check = (where: string, name: string, type: GraphQLNamedType) => {
      if (CLOSED_LIST_NAMES.has(name) && !isEnumType(type) && !FREE_TEXT.has(where)) strings.push(`${where}: ${type.name}`);
    };
    for (const type of types) {
      if (isObjectType(type))
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.name, getNamedType(field.type));
          for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.name, getNamedType(arg.type));
        }
      if (isInputObjectType(type))
        for (const field of Object.values(type.getFields()))
          check(`${type.name}.${field.name}`, field.name, getNamedType(field.type));
    }
    expect(strings).toEqual([]);
  });

  it.each(['Query', 'Mutation'] as const)('%s: the one-record root fields are nullable, the others non-null', (root) => {
    const type = root === 'Query' ? graphqlSchema.getQueryType() : graphqlSchema.getMutationType();
    const nullable = Object.values(type!.getFields())
      .filter((f) => !isNonNullType(f.type))
      .map((f) => f.name)
      .sort();
    expect(nullable).toEqual(NULLABLE_ROOT_FIELDS[root]);
  });
});
