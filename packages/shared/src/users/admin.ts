/**
 * User administration (doc 1 §2 Users (admin), §6, §7 userConnection/user): the list query, the
 * deletion delay and the shapes the admin page reads.
 */
import { z } from 'zod';
import { USER_TYPES, type Role, type UserType } from '../accounts/user';
import type { ListingType } from '../dwellings/listing-type';
import type { DwellingStatus } from '../dwellings/status';
import { TEXT_LIMITS, isStorableText } from '../text';
import { connectionArgsShape } from '../paging';

/** Days between a scheduled deletion (deleteUser, or the user's own request) and the deletion (docs/architecture.md "User administration"). */
export const USER_DELETION_DELAY_DAYS = 30;
/** Page size of the user table when `first`/`last` is not given (doc 1 §9). */
export const USER_PAGE_SIZE = 25;
/** Largest page of userConnection. */
export const USER_PAGE_MAX = 100;

export const USER_SORT_FIELDS = ['name', 'email', 'phone', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** userConnection's filter: everyone, one type, admins, or users with a scheduled deletion. */
export const USER_FILTERS = ['ALL', ...USER_TYPES, 'ADMIN', 'SCHEDULED'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
/** The user table's sort directions (lower case, as doc 1 §7 userConnection names them). */
export const USER_SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The arguments of userConnection besides the Relay ones. */
export const userListQuerySchema = z.object({
  /** Contains-search in name, e-mail, phone (also as typed with spaces) and company, case-insensitive; or an exact user id or uuid. */
  query: z.string().trim().max(TEXT_LIMITS.short).refine(isStorableText, 'Invalid value').nullish(),
  filter: z.enum(USER_FILTERS).nullish(),
  sortBy: z.enum(USER_SORT_FIELDS).nullish(),
  sortDir: z.enum(USER_SORT_DIRECTIONS).nullish(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** All arguments of userConnection: the list query and the Relay paging. */
export const userConnectionArgsSchema = userListQuerySchema.extend(connectionArgsShape());

/** setUserType(uuid, type). */
export const setUserTypeSchema = z.object({ uuid: z.uuid(), type: z.enum(USER_TYPES) });

/**
 * setUserVerified(id, verified) and POST /api/users/{id}/verified (admin): marks a user verified or
 * not (doc 1 §3 User.verified; a verified BUSINESS user's PENDING_REVIEW listing is displayed as
 * APPROVED, doc 2 §4). `id` is the numeric id or the uuid.
 */
export const setUserVerifiedSchema = z.object({ verified: z.boolean({ error: 'Invalid value' }) });

/** One row of the user table (doc 1 §7 edges.node {id, name, email, phone}). */
export type UserListItem = {
  id: number;
  uuid: string;
  name: string;
  email: string;
  phone: string;
  type: UserType;
  expireAt: string | null;
};

/** A dwelling as listed under a user (the Dwellings tab). */
export type UserDwelling = {
  uuid: string;
  address: string | null;
  status: DwellingStatus;
  active: boolean;
  listingType: ListingType;
  createdAt: string;
};

/** user(id): the profile with everything admins see (doc 1 §6: uuid and feed token too), plus dwellings. */
export type UserDetails = UserListItem & {
  firstname: string;
  lastname: string;
  company: string | null;
  companyAddress: string | null;
  cvr: string | null;
  role: Role;
  verified: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  feedToken: string | null;
  createdAt: string;
  deletedAt: string | null;
  dwellings: UserDwelling[];
};
