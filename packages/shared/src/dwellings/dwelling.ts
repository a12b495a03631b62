/**
 * What the dwellings API returns (doc 2 §3, §6, §7): one dwelling (DwellingView), list rows
 * (DwellingListItem), abilities, upload results, and the request schemas of the list and status
 * change calls. The activity log's entries and note are in ../activity/.
 */
import { z } from 'zod';
import { NOT_BLANK, INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText, isoDateText, storableText } from '../text';
import type { UserType } from '../accounts/user';
import type { ErrorCode } from '../errors';
import type { DwellingContent } from './form-schema';
import { LISTING_TYPES, type ListingType } from './listing-type';
import { DISPLAYED_STATUSES, type DisplayedStatus, type DwellingStatus } from './status';
import { DEFAULT_PAGE_SIZE, USER_DWELLINGS_PAGE_SIZE } from './enums';
import { recordId } from '../record-id';
import { MAX_PAGE, connectionArgsShape, pageParam, withoutNulls } from '../paging';
import { DWELLING_SORT_KEYS, DWELLING_TABS, SORT_DIRECTIONS } from './list-options';

/** A string of at most `max` characters that PostgreSQL can store (text.ts). */
const safeString = (max: number) => storableText(max);

/** Actions the dwelling policy decides (doc 2 §6). */
export const DWELLING_ACTIONS = [
  'update',
  'changeAddress',
  'review',
  'approve',
  'reject',
  'activate',
  'deactivate',
  'duplicate',
  'extend',
  'upgrade',
  'changeListingType',
  'viewLog',
  'requestOwnership',
  'ownershipReceived',
  'moveToAdmin',
] as const;
export type DwellingAction = (typeof DWELLING_ACTIONS)[number];

/** What the current actor may do with a dwelling, computed on the server. The UI never re-derives a rule. */
export type DwellingAbilities = Record<DwellingAction, boolean>;

/** Payment of a paid tier (doc 2 §3); amount in øre. */
export type DwellingPayment = {
  transaction: string | null;
  product: string | null;
  currency: string | null;
  amount: number | null;
  captured: boolean;
};

/** The owner as shown to the owner and admins. */
export type DwellingUser = {
  id: number;
  uuid: string;
  name: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  type: UserType;
  verified: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
};

/**
 * The other live listing of the same home by another landlord (docs/architecture.md "One listing per home"),
 * for the moderator only: its address, owner, status and first photos (file names; dwellingImageUrl).
 */
export type DwellingDuplicateRef = {
  uuid: string;
  address: string | null;
  ownerName: string;
  ownerEmail: string;
  status: DwellingStatus;
  active: boolean;
  images: string[];
};

/** One dwelling, as GET/POST /api/dwellings/:uuid return it. Dates are ISO strings (UTC). */
export type DwellingView = DwellingContent & {
  /** = uuid */
  id: string;
  uuid: string;
  status: DwellingStatus;
  displayedStatus: DisplayedStatus;
  active: boolean;
  locked: boolean;
  listingType: ListingType;
  /** Owner and admin only; null when nothing was paid. */
  payment: DwellingPayment | null;
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  expiresAt: string | null;
  deactivatedAt: string | null;
  /** Admin only (null for others). */
  deactivatedBy: { name: string; initials: string } | null;
  user: DwellingUser;
  abilities: DwellingAbilities;
  /** Admin only (absent for landlords): another landlord's live listing of the same home, or null. */
  possibleDuplicateOf?: DwellingDuplicateRef | null;
};

/** A row of GET /api/dwellings and of the GraphQL dwellingConnection. */
export type DwellingListItem = {
  /** = uuid */
  id: string;
  uuid: string;
  headline: string | null;
  status: DwellingStatus;
  displayedStatus: DisplayedStatus;
  active: boolean;
  listingType: ListingType;
  location: { address: string | null; zip: string | null; city: string | null };
  economy: { rent: number | null };
  size: { rooms: number | null; area: number | null };
  createdAt: string;
  updatedAt: string;
  deactivatedAt: string | null;
  /** When an approved listing expires (null otherwise). */
  expiresAt?: string | null;
  /** Admin only (absent for landlords). */
  user?: { id: number; name: string; email: string };
  abilities: DwellingAbilities;
  /** Admin only (absent for landlords): another landlord's live listing of the same home, or null. */
  possibleDuplicateOf?: DwellingDuplicateRef | null;
};

/** Reply of GET /api/dwellings. */
export type DwellingListReply = { results: DwellingListItem[]; totalCount: number };

// tabs, sort keys and image URLs live in zod-free modules, so the web list does not load zod
export {
  DWELLING_TABS,
  DWELLING_SORT_KEYS,
  SORT_DIRECTIONS,
  type DwellingTab,
  type DwellingSortKey,
  type SortDirection,
} from './list-options';
export { dwellingImageUrl } from './image-url';

/** An ISO date or date-time (a `createdFrom`/`createdTo` bound), years 1900–9999. */
const isoDate = isoDateText();

/**
 * The admin list's column filters besides address/zip/user/listingType (doc 2 §2 Admin list):
 * city prefix, rent range in øre (inclusive) and created range (ISO; `createdTo` as a bare date
 * includes that whole UTC day).
 */
export const columnFilterFields = {
  city: safeString(100).optional(),
  rentMin: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  rentMax: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
};

/**
 * Filters of the admin list (doc 2 §4). `status` DEACTIVATED means active=false; any other status
 * except REJECTED also requires active=true. Without tab and status: PENDING_REVIEW, or APPROVED
 * when `user` is given. `user` is a user id, uuid, or part of the e-mail or name.
 */
export const dwellingFilterSchema = z.object({
  tab: z.enum(DWELLING_TABS).optional(),
  status: z.enum(DISPLAYED_STATUSES).optional(),
  address: safeString(200).optional(),
  zip: safeString(10).optional(),
  user: safeString(200).optional(),
  listingType: z.enum(LISTING_TYPES).optional(),
  ...columnFilterFields,
  /** Admin only: true = the listings flagged as a possible duplicate ("Mulig dublet"), false = the others. */
  duplicate: z.boolean().optional(),
});
export type DwellingFilter = z.infer<typeof dwellingFilterSchema>;

/** Query string of GET /api/dwellings: page is 1-based; `filter` is a tab name. */
export const dwellingListQuerySchema = z.object({
  page: pageParam(),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  filter: z.enum(DWELLING_TABS).optional(),
  status: z.enum(DISPLAYED_STATUSES).optional(),
  address: safeString(200).optional(),
  zip: safeString(10).optional(),
  user: safeString(200).optional(),
  listingType: z.enum(LISTING_TYPES).optional(),
  ...columnFilterFields,
  /** Admin only: 'true' = flagged as a possible duplicate, 'false' = not flagged. */
  duplicate: z.enum(['true', 'false']).optional(),
  sortBy: z.enum(DWELLING_SORT_KEYS).default('CREATED_AT'),
  sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
});
export type DwellingListQuery = z.input<typeof dwellingListQuerySchema>;
export type DwellingListParams = z.output<typeof dwellingListQuerySchema>;

/** Arguments of the GraphQL dwellingConnection (Relay paging; default 25 rows, at most 100); null reads as absent. */
export const dwellingConnectionArgsSchema = z.preprocess(
  withoutNulls,
  z.object({
    query: safeString(200).nullish(),
    filter: z.preprocess((filter) => withoutNulls(filter ?? {}), dwellingFilterSchema),
    sortBy: z.enum(DWELLING_SORT_KEYS).default('CREATED_AT'),
    sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
    // keyset cursors carry the sort value (an address can be long)
    ...connectionArgsShape(1000),
  }),
);
export type DwellingConnectionArgs = z.input<typeof dwellingConnectionArgsSchema>;
export type DwellingConnectionParams = z.output<typeof dwellingConnectionArgsSchema>;

const MISSING = 'Du mangler at udfylde feltet';

/**
 * Body of POST /api/dwellings/:uuid/status (admin). Reject needs a non-empty reason; approve takes
 * an optional reason and mails (approval mail default off, follow-up default on) (doc 2 §4, §7).
 */
export const dwellingStatusChangeSchema = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED']),
    reason: safeString(TEXT_LIMITS.note).nullish(),
    mails: z
      .object({ approval: z.boolean().default(false), followUp: z.boolean().default(true) })
      .default({ approval: false, followUp: true }),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'REJECTED' && !v.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: MISSING });
  })
  // the refinement, for the OpenAPI document: REJECTED requires a reason that is not blank
  .meta({
    if: { properties: { status: { const: 'REJECTED' } }, required: ['status'] },
    then: { required: ['reason'], properties: { reason: { type: 'string', ...NOT_BLANK } } },
  });
export type DwellingStatusChange = z.input<typeof dwellingStatusChangeSchema>;
export type DwellingStatusChangeInput = z.output<typeof dwellingStatusChangeSchema>;

/** The approve/reject dialog: the UI asks for a reason on both (doc 2 §5 Moderation). */
export const moderationFormSchema = z.object({
  reason: z.string().trim().min(1, MISSING).max(TEXT_LIMITS.note, TOO_LONG).refine(isStorableText, INVALID_VALUE),
  mails: z.object({ approval: z.boolean(), followUp: z.boolean() }),
});
export type ModerationForm = z.infer<typeof moderationFormSchema>;

/** One file's result of POST /api/dwellings/upload (doc 2 §3 images). */
export type UploadResult = {
  /** Stored file name to put in `images`; null when failed. */
  filename: string | null;
  /** URL of the web-size image; null when failed. */
  path: string | null;
  /** URL of the thumbnail; null when failed. */
  preview: string | null;
  status: 'done' | 'failed';
  /** Original file name, size in bytes and MIME type as sent. */
  name: string;
  size: number;
  type: string;
  /** 'Upload failed' (or the reason below) when failed. */
  error?: string;
  /** Why it failed: UPLOAD_FAILED (not an image), IMAGE_TOO_LARGE (over MAX_IMAGE_PIXELS) or STORAGE_QUOTA_EXCEEDED. */
  code?: ErrorCode;
};

/** Arguments of GraphQL dwelling(id, userId): the dwelling, and for admins the owner to check it against. */
export const dwellingArgsSchema = z.object({ id: recordId(), userId: recordId().nullish() });

/** Arguments of GraphQL updateDwelling(id, input: { listingType }) (admin: raises the tier, no payment). */
export const updateDwellingArgsSchema = z.object({
  id: recordId(),
  input: z.object({ listingType: z.enum(LISTING_TYPES) }),
});
export type ListingTypeChange = z.output<typeof updateDwellingArgsSchema>['input'];

/** Arguments of Dwelling.user.dwellings(page, pageSize): 1-based pages as REST lists (paging.ts), 10 rows by default. */
export const userDwellingsArgsSchema = z.preprocess(
  withoutNulls,
  z.object({
    page: z.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.number().int().min(1).max(100).default(USER_DWELLINGS_PAGE_SIZE),
  }),
);

/** Arguments of GraphQL toggleActive(id, active, token): `token` is the status-page token (doc 2 §6 Token holder). */
export const toggleActiveArgsSchema = z.object({
  id: recordId(),
  active: z.boolean(),
  token: storableText(TEXT_LIMITS.long).nullish(),
});

/** Arguments of GraphQL extendDwelling(id | dwellingId, token): the dwelling's uuid under either name. */
export const extendDwellingArgsSchema = z
  .object({
    id: recordId().nullish(),
    dwellingId: recordId().nullish(),
    token: storableText(TEXT_LIMITS.long).nullish(),
  })
  .refine((a) => a.id != null || a.dwellingId != null, { message: MISSING, path: ['id'] })
  .transform((a) => ({ uuid: a.id ?? a.dwellingId ?? '', token: a.token ?? null }));
