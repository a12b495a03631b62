/**
 * GraphQL of user administration (doc 1 §7), admin only, thin over users.admin.service.ts:
 *   query userConnection(query, filter, sortBy, sortDir, before, after, first, last) → UserConnection
 *   query user(id) → UserDetails (profile, uuid, feed token, dwellings); nullable: a failed lookup nulls only itself
 *   mutation resetPassword(id) → String!     the new password, shown once
 *   mutation deleteUser(id) → String!        expireAt (ISO) of the scheduled deletion
 *   mutation reactivateUser(id) → Boolean!   clears a scheduled deletion (docs/architecture.md "User administration")
 *   mutation setUserType(uuid, type) → UserType!
 *   mutation generateToken(uuid) → String!   the new feed token
 *   mutation setUserVerified(id, verified) → Boolean!   the new flag (doc 2 §4: a verified BUSINESS user's pending listing shows as approved)
 */
import {
  setUserTypeSchema,
  setUserVerifiedSchema,
  userConnectionArgsSchema,
  USER_FILTERS,
  USER_SORT_DIRECTIONS,
  USER_SORT_FIELDS,
  USER_PAGE_SIZE,
  type UserDetails,
  type UserDwelling,
  type UserListItem,
} from '@udlejning/shared/users/admin';
import { idArgsSchema, uuidArgsSchema } from '@udlejning/shared/record-id';
import { builder } from '../../platform/graphql/builder';
import { DwellingStatusEnum, ListingTypeEnum, RoleEnum, UserTypeEnum } from '../../platform/graphql/enums';
import { resolveConnection } from '../../platform/graphql/connection';
import {
  adminDeleteUser,
  adminReactivateUser,
  adminResetPassword,
  countUserTable,
  findUserTablePage,
  generateFeedToken,
  getUserDetails,
  setUserType,
  setUserVerified,
} from './users.admin.service';

const UserFilterEnum = builder.enumType('UserFilter', { values: USER_FILTERS });
const UserSortFieldEnum = builder.enumType('UserSortField', { values: USER_SORT_FIELDS });
const UserSortDirEnum = builder.enumType('UserSortDir', { values: USER_SORT_DIRECTIONS });

const UserListItemRef = builder.objectRef<UserListItem>('UserListItem').implement({
  description: 'A row of the user table (doc 1 §7).',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    type: t.expose('type', { type: UserTypeEnum }),
    expireAt: t.exposeString('expireAt', { nullable: true, description: 'Scheduled deletion date (ISO), or null.' }),
  }),
});

const UserDwellingRef = builder.objectRef<UserDwelling>('UserDwelling').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    address: t.exposeString('address', { nullable: true }),
    status: t.expose('status', { type: DwellingStatusEnum }),
    active: t.exposeBoolean('active'),
    listingType: t.expose('listingType', { type: ListingTypeEnum }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const UserDetailsRef = builder.objectRef<UserDetails>('UserDetails').implement({
  description: 'One user as admins see it: profile, uuid, feed token, dwellings (doc 1 §6, §7 user).',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    type: t.expose('type', { type: UserTypeEnum }),
    expireAt: t.exposeString('expireAt', { nullable: true }),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    company: t.exposeString('company', { nullable: true }),
    companyAddress: t.exposeString('companyAddress', { nullable: true }),
    cvr: t.exposeString('cvr', { nullable: true }),
    role: t.expose('role', { type: RoleEnum }),
    verified: t.exposeBoolean('verified'),
    emailVerified: t.exposeBoolean('emailVerified'),
    phoneVerified: t.exposeBoolean('phoneVerified'),
    feedToken: t.exposeString('feedToken', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    deletedAt: t.exposeString('deletedAt', { nullable: true }),
    dwellings: t.field({ type: [UserDwellingRef], resolve: (u) => u.dwellings }),
  }),
});

builder.queryField('userConnection', (t) =>
  t.withAuth({ admin: true }).connection(
    {
      type: UserListItemRef,
      description:
        'The user table (admin); default page 25, by name A-Z. filter: a type, ADMIN or SCHEDULED (ALL or none: everyone).',
      args: t.validate(
        {
          query: t.arg.string(),
          filter: t.arg({ type: UserFilterEnum }),
          sortBy: t.arg({ type: UserSortFieldEnum }),
          sortDir: t.arg({ type: UserSortDirEnum }),
        },
        userConnectionArgsSchema,
      ),
      resolve: (_root, args, ctx) =>
        resolveConnection(args, {
          kind: 'offset',
          defaultSize: USER_PAGE_SIZE,
          count: () => countUserTable(ctx.deps, ctx.actor, args),
          rows: (window) => findUserTablePage(ctx.deps, ctx.actor, args, window),
        }),
    },
    { name: 'UserConnection' },
  ),
);

builder.queryField('user', (t) =>
  t.withAuth({ admin: true }).field({
    type: UserDetailsRef,
    // an id lookup is nullable (docs/architecture.md "Schema: enums and non-null")
    nullable: true,
    args: t.validate({ id: t.arg.id({ required: true }) }, idArgsSchema),
    resolve: (_root, args, ctx) => getUserDetails(ctx.deps, ctx.actor, args.id),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.withAuth({ admin: true }).string({
    description: 'A new random password for user `id` (admin); returned once, stored only hashed.',
    args: t.validate({ id: t.arg.id({ required: true }) }, idArgsSchema),
    resolve: (_root, args, ctx) => adminResetPassword(ctx.deps, ctx.actor, args.id),
  }),
);

builder.mutationField('deleteUser', (t) =>
  t.withAuth({ admin: true }).string({
    description: 'Schedules the deletion of user `id` (admin); returns expireAt (ISO).',
    args: t.validate({ id: t.arg.id({ required: true }) }, idArgsSchema),
    resolve: (_root, args, ctx) => adminDeleteUser(ctx.deps, ctx.actor, args.id),
  }),
);

builder.mutationField('reactivateUser', (t) =>
  t.withAuth({ admin: true }).boolean({
    description: 'Cancels the scheduled deletion of user `id` (admin) before its date.',
    args: t.validate({ id: t.arg.id({ required: true }) }, idArgsSchema),
    resolve: (_root, args, ctx) => adminReactivateUser(ctx.deps, ctx.actor, args.id),
  }),
);

builder.mutationField('setUserType', (t) =>
  t.withAuth({ admin: true }).field({
    type: UserTypeEnum,
    description: 'Sets the type of user `uuid` to VA, PERSONAL or BUSINESS (admin); returns the type.',
    args: t.validate(
      { uuid: t.arg.string({ required: true }), type: t.arg({ type: UserTypeEnum, required: true }) },
      setUserTypeSchema,
    ),
    resolve: (_root, args, ctx) => setUserType(ctx.deps, ctx.actor, args.uuid, args.type),
  }),
);

builder.mutationField('generateToken', (t) =>
  t.withAuth({ admin: true }).string({
    description: 'A new feed token for user `uuid` (admin); the old one stops working.',
    args: t.validate({ uuid: t.arg.string({ required: true }) }, uuidArgsSchema),
    resolve: (_root, args, ctx) => generateFeedToken(ctx.deps, ctx.actor, args.uuid),
  }),
);

builder.mutationField('setUserVerified', (t) =>
  t.withAuth({ admin: true }).boolean({
    description: 'Marks user `id` (numeric id or uuid) verified or not (admin); returns the new value.',
    args: t.validate(
      { id: t.arg.id({ required: true }), verified: t.arg.boolean({ required: true }) },
      idArgsSchema.extend(setUserVerifiedSchema.shape),
    ),
    resolve: (_root, args, ctx) => setUserVerified(ctx.deps, ctx.actor, args.id, args.verified),
  }),
);
