/**
 * The closed list of error codes the API returns, and one table that maps each to its
 * HTTP status and the message users see (spec doc 1 §8, doc 2 §8).
 * Server: `throw new AppError('NOT_FOUND')`. Web: read `error.code` / `error.message`.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PAYLOAD_TOO_LARGE',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_IN_USE',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'TOKEN_EXPIRED',
  'STATUS_LINK_REVOKED',
  'RATE_LIMITED',
  'DWELLING_LOCKED',
  'INVALID_TRANSITION',
  'EXTENSION_TOO_EARLY',
  'DWELLING_ADDRESS_TAKEN',
  'UPLOAD_FAILED',
  'IMAGE_TOO_LARGE',
  'IMAGE_NOT_OWNED',
  'IMAGE_IN_USE',
  'STORAGE_QUOTA_EXCEEDED',
  'PAYMENT_DECLINED',
  'PAYMENT_FAILED',
  'AMOUNT_MISMATCH',
  'INVALID_DISCOUNT',
  'DISCOUNT_EXISTS',
  'MISSING_DATA',
  'REFUND_TOO_LARGE',
  'IDEMPOTENCY_KEY_REUSED',
  'NOTHING_TO_PAY',
  'DOWNGRADE_NOT_ALLOWED',
  'CONTACT_FORBIDDEN',
  'THREAD_CLOSED',
  'LET_NOT_POSSIBLE',
  'LET_NOTICE_SENT',
  'FEEDBACK_GIVEN',
  'ORGANIZATION_INACTIVE',
  'VIEWING_NOT_APPROVED',
  'VIEWING_FULL',
  'VIEWING_ALREADY_BOOKED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status and default (spec) message per code. */
export const ERROR_TABLE = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields were not properly filled out!' },
  /**
   * A GraphQL document or variable the schema refuses, or over the depth/alias/cost limits (docs/architecture.md "GraphQL");
   * also a request HTTP itself refuses (a URL that is no valid percent-encoding, Content-Length with chunked).
   */
  BAD_USER_INPUT: { status: 400, message: 'The request is not valid' },
  /** A body over the size limit of its route (docs/architecture.md "Input rules"). */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  /** A method the path does not take: the reply's Allow header lists those it does. */
  METHOD_NOT_ALLOWED: { status: 405, message: 'The request method is not allowed here' },
  /** A request not sent whole within HTTP_REQUEST_TIMEOUT_MS. */
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long' },
  /** A path segment (an id, a file name) far longer than any the API knows. */
  URI_TOO_LONG: { status: 414, message: 'The address is too long' },
  /** A body of a content type the route does not read. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The content type is not supported' },
  /** Request headers over Node's limit (16 KiB). */
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large' },
  UNAUTHENTICATED: { status: 401, message: 'Not authorized' },
  FORBIDDEN: { status: 403, message: 'Not authorized' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  EMAIL_IN_USE: { status: 409, message: 'Email is already in use' },
  INVALID_CREDENTIALS: { status: 401, message: 'Wrong email or password' },
  WRONG_PASSWORD: { status: 400, message: 'Type present password' },
  TOKEN_EXPIRED: { status: 401, message: 'The link has expired' },
  /**
   * A status link of a former owner, or one renewed since (doc 2 §6 Token holder). 403, not 401:
   * a signed-in user who opens an old link stays signed in.
   */
  STATUS_LINK_REVOKED: {
    status: 403,
    message: 'This status link is no longer valid: the listing has changed owner or a newer link has been sent',
  },
  RATE_LIMITED: { status: 429, message: 'Too many attempts, please try again later' },
  DWELLING_LOCKED: { status: 409, message: 'The listing is locked' },
  INVALID_TRANSITION: { status: 409, message: 'That status change is not allowed' },
  EXTENSION_TOO_EARLY: { status: 409, message: 'The listing can only be extended in the last 14 days before it expires' },
  /**
   * The owner (or the owner's organization) already has a live listing of this home (docs/architecture.md
   * "One listing per home"); `details` names that listing: `{ dwelling: uuid, active, status }`.
   */
  DWELLING_ADDRESS_TAKEN: { status: 409, message: 'You already have a listing at this address' },
  UPLOAD_FAILED: { status: 400, message: 'Upload failed' },
  IMAGE_TOO_LARGE: { status: 400, message: 'The image is too large: at most 40 megapixels' },
  IMAGE_NOT_OWNED: { status: 403, message: 'The image belongs to another user' },
  IMAGE_IN_USE: { status: 409, message: 'The image is used by a listing: remove it there and save the listing' },
  STORAGE_QUOTA_EXCEEDED: { status: 413, message: 'Your image storage is full: remove images you no longer use' },
  /** The card was declined: the provider's reason is recorded on the payment, never shown (doc 2 §8). */
  PAYMENT_DECLINED: { status: 402, message: 'The payment was declined' },
  /** The payment provider could not be reached or answered with an error. */
  PAYMENT_FAILED: { status: 502, message: 'The payment could not be completed, please try again' },
  /** The amount the page showed is not the price the server computes (tier paid, discount). */
  AMOUNT_MISMATCH: { status: 409, message: 'The price has changed, please reload the page' },
  INVALID_DISCOUNT: { status: 400, message: 'Ugyldig kode' },
  /** createDiscount with a code that exists already (codes compare trimmed and upper-cased). */
  DISCOUNT_EXISTS: { status: 409, message: 'A discount with this code already exists' },
  /** refundPayment without an amount > 0, a reason or a payment id (doc 2 §5, §8: the exact text). */
  MISSING_DATA: { status: 400, message: 'Missing data' },
  /** A refund above what is left of the captured amount (captured − refunded so far). */
  REFUND_TOO_LARGE: { status: 409, message: 'The refund is larger than what is left of the payment' },
  /** refundPayment with an idempotencyKey that an earlier refund of another payment, amount or reason used. */
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'This request key was already used for another refund' },
  NOTHING_TO_PAY: { status: 409, message: 'The listing already has this listing type or a higher one' },
  DOWNGRADE_NOT_ALLOWED: { status: 409, message: 'A listing type cannot be lowered' },
  /** A seeker whose level the listing's tier does not let through (doc 2 §1); the message says why (CONTACT_REFUSALS). */
  CONTACT_FORBIDDEN: { status: 403, message: 'You cannot write to the landlord of this listing' },
  /** A reply in a closed thread: open it first (doc 1 §4). */
  THREAD_CLOSED: { status: 409, message: 'The thread is closed: open it to reply' },
  /** markTenant on a listing that is not approved and active, or already let (docs/architecture.md "Letting"). */
  LET_NOT_POSSIBLE: { status: 409, message: 'Only an approved, active listing can be marked as let' },
  /** A second let notice for the same let (docs/architecture.md "Letting": one message to the other seekers). */
  LET_NOTICE_SENT: { status: 409, message: 'The other seekers have already been told' },
  /** A second survey answer for the same deactivation (doc 2 §4: the survey follows a deactivation, once). */
  FEEDBACK_GIVEN: { status: 409, message: 'Feedback has already been given for this deactivation' },
  /** A dwelling under an organization a global admin has not activated yet (docs/architecture.md "Organizations"). */
  ORGANIZATION_INACTIVE: { status: 409, message: 'The organization is not activated yet' },
  /** Viewing times only on an approved, active listing (docs/architecture.md "Viewings"). */
  VIEWING_NOT_APPROVED: { status: 409, message: 'Viewings can only be opened on an approved, active listing' },
  /** Every seat of the viewing is taken (the capacity is a database constraint). */
  VIEWING_FULL: { status: 409, message: 'The viewing is fully booked' },
  /** The seeker already has a seat at this viewing. */
  VIEWING_ALREADY_BOOKED: { status: 409, message: 'The seeker is already booked for this viewing' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The service is briefly unavailable, please try again in a moment' },
  INTERNAL: { status: 500, message: 'Oops! Something went wrong. Please try again or contact customer support' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

/** One field problem, as returned in `error.issues` of a 400. `path` is the field path. */
export type FieldIssue = { path: (string | number)[]; message: string };

/**
 * Facts about a refusal the client acts on (not shown as text), e.g. DWELLING_ADDRESS_TAKEN's
 * `{ dwelling: <uuid of the listing already there> }`.
 */
export type ErrorDetails = Record<string, string | number | boolean | null>;

/** The JSON body of every error reply. */
export type ErrorBody = {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[]; details?: ErrorDetails };
};

/** Generic texts the UI shows (doc 1 §7, §8). */
export const FETCH_FAILED = 'Fetch request failed';
export const GENERIC_ERROR = 'Oops! Something went wrong. Please try again or contact customer support';
