/**
 * The rows of the permission walk (api-permissions.test.ts): per REST route of the OpenAPI document
 * and per GraphQL field, the request (valid input, so a permitted call does its work) and the status
 * each actor gets; `e(anonymous, owner, other, orgAdmin, admin, tokenHolder = anonymous)`.
 */
import { randomUUID } from 'node:crypto';
import { completeDwellingForm } from './modules/dwellings/dwellings.test-support';
import { GOOD_CARD, insertDiscount } from './modules/payments/payments.test-support';
import { buildInvitation } from './modules/organizations/organizations.test-support';
import { findOrganization, insertOrganizationWithAdmin, upsertMember } from './modules/organizations/organizations.repository';
import { buildLandlord } from './test/factories';
import { insertLet } from './modules/letting/letting.repository';
import { buildSeeker } from './modules/messages/messages.test-support';
import { buildBooking, buildSlot, dayAfter } from './modules/viewings/viewings.test-support';
import {
  ADMIN_ON_DWELLING,
  ADMIN_ONLY,
  ANY_USER,
  captured,
  DWELLING_MANAGERS,
  e,
  MANAGERS_OR_LINK,
  OK,
  PUBLIC,
  PUBLIC_LISTING,
  seekerThread,
  seekerWithThread,
  startedPayment,
  uploadImage,
  type Ctx,
  type GraphRow,
  type RestRow,
} from './test/permission-walk';

/** A pending invitation of `email` to a new organization of the global admin (not the walk's). */
const invitationToOwnOrg = async (c: Ctx, email: string) => {
  const org = await insertOrganizationWithAdmin(c.t.deps.db, `Walk ${c.n}`, c.users.admin.id);
  return buildInvitation(c.t.deps, { organizationId: org.id, email });
};

/** A valid new viewing time on the call's listing: a week ahead, 17:00 Copenhagen time. */
const viewingBody = (c: Ctx) => ({ date: dayAfter(c.t.deps.now(), 7), start: '17:00', durationMinutes: 30, capacity: 2 });

/** A seeker's booking of a fresh slot on the call's listing; returns its id. */
const walkBooking = async (c: Ctx) => buildBooking(c.t.deps, await buildSlot(c.t.deps, c.dwelling), await buildSeeker(c.t.deps));

/** REST rows by `METHOD /path` as the OpenAPI document writes it. */
export const ROUTES: Record<string, RestRow> = {
  'POST /api/users': {
    body: (c) => ({
      type: 'PERSONAL',
      firstname: 'Walk',
      lastname: 'Signup',
      phone: '+4512345678',
      email: `walk-signup-${c.n}@example.dk`,
      password: 'hemmelig1',
    }),
    expect: PUBLIC,
  },
  // the owner's credentials: signing in needs no login
  'POST /api/auth': { body: (c) => ({ email: c.users.owner.email, password: c.users.owner.password }), expect: PUBLIC },
  'GET /api/users/me': { expect: ANY_USER },
  'POST /api/users/me': { body: () => ({ phone: '+4511223344' }), expect: ANY_USER },
  // the caller's own password again: the reply's new token replaces the ended session
  'POST /api/users/me/password': {
    body: (c) => ({ oldPassword: c.me?.password ?? 'secret123', password: c.me?.password ?? 'secret123' }),
    renewsSession: true,
    expect: ANY_USER,
  },
  'POST /api/users/{id}': {
    path: (c) => `/api/users/${c.users.owner.id}`,
    body: () => ({ phone: '+4511223344' }),
    expect: ADMIN_ONLY,
  },
  'POST /api/users/{id}/verified': {
    path: (c) => `/api/users/${c.subject.uuid}/verified`,
    body: () => ({ verified: true }),
    expect: ADMIN_ONLY,
  },
  'GET /api/dashboard/todo': { path: () => '/api/dashboard/todo', expect: ANY_USER },
  'GET /api/addresses': { path: () => '/api/addresses?q=Byg', expect: ANY_USER },
  'GET /api/addresses/{id}': { path: (c) => `/api/addresses/${c.addressId}`, expect: ANY_USER },
  'GET /api/addresses/postal-codes/{zip}': { path: () => '/api/addresses/postal-codes/7100', expect: ANY_USER },
  'POST /api/dwellings': { body: (c) => completeDwellingForm(c.addressId), expect: ANY_USER },
  'GET /api/dwellings': { expect: ANY_USER },
  'POST /api/dwellings/upload': { upload: true, expect: ANY_USER },
  // an image the owner uploaded: image bytes are public (listing pages show them)
  'GET /api/dwellings/images/{filename}': {
    path: async (c) => `/api/dwellings/images/${await uploadImage(c, c.users.owner)}`,
    expect: PUBLIC,
  },
  // an upload no listing uses: its uploader and admins delete it; to anyone else it does not exist
  'DELETE /api/dwellings/images/{filename}': {
    path: async (c) => `/api/dwellings/images/${await uploadImage(c, c.users.owner)}`,
    expect: e(401, OK, 404, 404, OK),
  },
  'GET /api/dwellings/{uuid}': { expect: DWELLING_MANAGERS },
  'POST /api/dwellings/{uuid}': { body: (c) => completeDwellingForm(c.addressId), expect: DWELLING_MANAGERS },
  // the status page of the link's dwelling: the token decides, a login does not
  'GET /api/dwellings/status-page': { expect: e(401, 401, 401, 401, 401, OK) },
  // without the link's token a signed-in manager of the dwelling still opens it
  'GET /api/dwellings/{uuid}/status-page': { expect: MANAGERS_OR_LINK },
  'POST /api/dwellings/{uuid}/activation': { body: () => ({ active: false }), expect: MANAGERS_OR_LINK },
  // 'Stadig ledigt' is offered for approved, active listings (doc 2 §4)
  'POST /api/dwellings/{uuid}/extend': { dwelling: { status: 'APPROVED' }, expect: MANAGERS_OR_LINK },
  'POST /api/dwellings/{uuid}/duplicate': {
    body: (c) => ({ location: completeDwellingForm(c.addressId).location }),
    expect: DWELLING_MANAGERS,
  },
  // a new status link mailed to the owner (earlier ones refused): signed-in managers, never the link itself
  'POST /api/dwellings/{uuid}/status-link': { expect: DWELLING_MANAGERS },
  'POST /api/dwellings/{uuid}/status': { body: () => ({ status: 'APPROVED', reason: 'ok' }), expect: ADMIN_ON_DWELLING },
  'GET /api/dwellings/{uuid}/audit': { expect: ADMIN_ON_DWELLING },
  'POST /api/dwellings/{uuid}/audit': { body: () => ({ action: 'notes', reason: 'x' }), expect: ADMIN_ON_DWELLING },
  'GET /api/admin/validate/{id}': { path: (c) => `/api/admin/validate/${c.dwelling.uuid}`, expect: ADMIN_ONLY },
  'POST /api/dwellings/organizations/{orgId}': {
    path: (c) => `/api/dwellings/organizations/${c.orgUuid}`,
    body: (c) => completeDwellingForm(c.addressId),
    // the owner is a plain member; another landlord is no member (403: the organization is not secret)
    expect: e(401, 403, 403, OK, OK),
  },
  'GET /api/activity': { expect: ADMIN_ONLY },
  'POST /api/errors': { body: () => ({ message: 'x' }), expect: PUBLIC },
  'GET /api/admin/outbox': { expect: ADMIN_ONLY },
  // the survey after a deactivation: the dwelling's managers and its link's holder
  'POST /api/feedbacks': { body: (c) => ({ rating: 4, dwellingId: c.dwelling.uuid }), expect: MANAGERS_OR_LINK },
  // only with the Stripe provider configured (the tests use the local one): 404 for anyone
  'POST /api/payments/stripe/webhook': { body: () => ({}), expect: e(404, 404, 404, 404, 404) },
  // a receipt of the owner's captured payment: the buyer and admins
  'GET /api/receipts/{number}.pdf': {
    path: async (c) => `/api/receipts/${(await captured(c)).receipt}.pdf`,
    expect: e(401, OK, 404, 404, OK),
  },
  'GET /api/chat/threads/{id}': { path: (c) => `/api/chat/threads/${c.users.owner.id}`, expect: e(401, OK, 403, 403, OK) },
  'POST /api/chat/threads': { body: (c) => ({ option: 'User', id: String(c.users.admin.id) }), expect: ADMIN_ONLY },
  'GET /api/chat/unread': { expect: ANY_USER },
  // a seeker's thread on the owner's dwelling
  'GET /api/chat/thread/{threadId}': {
    path: async (c) => `/api/chat/thread/${await seekerThread(c)}`,
    expect: e(401, OK, 404, 404, OK),
  },
  'POST /api/chat/thread/{threadId}': {
    path: async (c) => `/api/chat/thread/${await seekerThread(c)}`,
    body: () => ({ action: 'read' }),
    expect: e(401, OK, 404, 404, OK),
  },
  // letting (docs/architecture.md "Letting"): the thread's landlord or an admin marks the tenant of a live listing;
  // the let notice is the landlord's message in the other threads (an admin does not write in threads: 403)
  'POST /api/chat/thread/{threadId}/tenant': {
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/chat/thread/${await seekerThread(c)}/tenant`,
    body: () => ({ rating: 4 }),
    expect: e(401, OK, 404, 404, OK),
  },
  'POST /api/dwellings/{uuid}/let-notice': {
    path: async (c) => {
      await insertLet(c.t.deps.db, { dwellingId: c.dwelling.id, letAt: new Date() });
      return `/api/dwellings/${c.dwelling.uuid}/let-notice`;
    },
    body: () => ({ text: 'Boligen er udlejet' }),
    expect: e(401, OK, 404, 404, 403),
  },
  'GET /api/chat/thread/{threadId}/messages': {
    path: async (c) => `/api/chat/thread/${await seekerThread(c)}/messages`,
    expect: e(401, OK, 404, 404, OK),
  },
  // privacy rights (docs/architecture.md "Privacy"): the caller's own data, and the caller's own deletion (30 days ahead)
  'GET /api/users/me/export': { expect: ANY_USER },
  'POST /api/users/me/deletion': { body: (c) => ({ password: c.me?.password ?? 'secret123' }), expect: ANY_USER },
  // the owner's feed: the token in the URL is the key, no login
  'GET /api/feeds/{feed}': { path: (c) => `/api/feeds/${c.users.owner.feedToken}.json`, expect: PUBLIC },
  'GET /api/site': { expect: PUBLIC },
  // a cached seeker picture is public by its unguessable name, like the listing images: unknown → 404
  'GET /api/seekers/pictures/{filename}': { path: () => '/api/seekers/pictures/none.webp', expect: e(404, 404, 404, 404, 404) },
  // the marketplace's key, not a login (none is configured here: 401 whoever calls)
  'POST /api/integration/messages': { body: () => ({}), expect: e(401, 401, 401, 401, 401) },
  'POST /api/integration/seekers': { body: () => ({}), expect: e(401, 401, 401, 401, 401) },
  // the public page of an approved PREMIUM listing (everyone may write)
  'GET /api/public/dwellings/{uuid}': { dwelling: PUBLIC_LISTING, expect: PUBLIC },
  'POST /api/public/dwellings/{uuid}/clicks': { dwelling: PUBLIC_LISTING, expect: PUBLIC },
  'POST /api/public/dwellings/{uuid}/shares': { dwelling: PUBLIC_LISTING, expect: PUBLIC },
  'POST /api/public/dwellings/{uuid}/contact': {
    dwelling: PUBLIC_LISTING,
    body: (c) => ({ name: 'Walk Søger', email: `walk-seeker-${c.n}@example.dk`, text: 'Er boligen stadig ledig?' }),
    expect: PUBLIC,
  },
  'POST /api/public/seekers/sign-in': {
    dwelling: PUBLIC_LISTING,
    body: (c) => ({ email: `walk-seeker-${c.n}@example.dk`, dwellingUuid: c.dwelling.uuid }),
    expect: PUBLIC,
  },
  // the mailed sign-in link's token
  'POST /api/public/seekers/session': {
    body: async (c) => ({
      token: await c.t.deps.tokens.sign('seeker-sign-in', { email: `walk-seeker-${c.n}@example.dk`, jti: randomUUID() }, 600),
    }),
    expect: PUBLIC,
  },
  // viewings: on the owner's approved, public listing; the managers (owner, organization admin, admin) only
  'GET /api/dwellings/{uuid}/viewings': { dwelling: PUBLIC_LISTING, expect: DWELLING_MANAGERS },
  'POST /api/dwellings/{uuid}/viewings': {
    dwelling: PUBLIC_LISTING,
    body: (c) => viewingBody(c),
    expect: DWELLING_MANAGERS,
  },
  'GET /api/viewings': { path: (c) => `/api/viewings?date=${dayAfter(c.t.deps.now(), 7)}`, expect: ANY_USER },
  'POST /api/viewings/{id}': {
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/viewings/${(await buildSlot(c.t.deps, c.dwelling)).id}`,
    body: () => ({ capacity: 3, note: 'Ring på hos Jensen' }),
    expect: DWELLING_MANAGERS,
  },
  'DELETE /api/viewings/{id}': {
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/viewings/${(await buildSlot(c.t.deps, c.dwelling)).id}`,
    expect: DWELLING_MANAGERS,
  },
  'POST /api/viewings/{id}/invitations': {
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/viewings/${(await buildSlot(c.t.deps, c.dwelling)).id}/invitations`,
    body: async (c) => ({ threadId: await seekerThread(c) }),
    expect: DWELLING_MANAGERS,
  },
  'DELETE /api/viewings/bookings/{bookingId}': {
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/viewings/bookings/${await walkBooking(c)}`,
    expect: DWELLING_MANAGERS,
  },
  // the public page: anyone reads the times; booking and cancelling need a seeker session (a cookie, no login)
  'GET /api/public/dwellings/{uuid}/viewings': { dwelling: PUBLIC_LISTING, expect: PUBLIC },
  'POST /api/public/viewings/{id}/bookings': {
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/public/viewings/${(await buildSlot(c.t.deps, c.dwelling)).id}/bookings`,
    expect: e(401, 401, 401, 401, 401),
  },
  'DELETE /api/public/viewings/bookings/{bookingId}': {
    dwelling: PUBLIC_LISTING,
    path: async (c) => `/api/public/viewings/bookings/${await walkBooking(c)}`,
    expect: e(401, 401, 401, 401, 401),
  },
  // a seeker's session cookie, not a login: {seeker: null} without one
  'GET /api/public/seekers/me': { expect: PUBLIC },
  'POST /api/public/seekers/sign-out': { body: () => ({}), expect: PUBLIC },
  // a seeker who wrote on the owner's dwelling
  'GET /api/chat/requestSeeker/{externalId}': {
    path: async (c) => `/api/chat/requestSeeker/${(await seekerWithThread(c)).externalId}`,
    expect: e(401, OK, 404, 404, OK),
  },
  'GET /api/chat/requestPreference/{id}': {
    path: async (c) => `/api/chat/requestPreference/${(await seekerWithThread(c)).uuid}`,
    expect: e(401, OK, 404, 404, OK),
  },
  'POST /api/chat/requestSeekers': { body: (c) => ({ option: 'User', id: c.users.owner.id }), expect: e(401, OK, 403, 403, OK) },
  'GET /api/dwellings/activeDwellings': { expect: ANY_USER },
  'GET /api/statistics/{landlordId}/{period}': {
    path: (c) => `/api/statistics/${c.users.owner.id}/30d`,
    expect: e(401, OK, 403, 403, OK),
  },
  'GET /api/statistics/{landlordId}/{period}/{dwellingUuid}': {
    path: (c) => `/api/statistics/${c.users.owner.id}/30d/${c.dwelling.uuid}`,
    expect: e(401, OK, 403, 403, OK),
  },
  'GET /api/statistics/funnel/{landlordId}/{period}': {
    path: (c) => `/api/statistics/funnel/${c.users.owner.id}/30d`,
    expect: e(401, OK, 403, 403, OK),
  },
  'GET /api/health': { expect: PUBLIC },
  'GET /api/health/live': { expect: PUBLIC },
  'GET /api/health/ready': { expect: PUBLIC },
  'GET /api/graph': { path: () => '/api/graph?query=%7B__typename%7D', expect: PUBLIC },
  'POST /api/graph': { body: () => ({ query: '{ __typename }' }), expect: PUBLIC },
};

/** GraphQL rows by field name (queries and mutations share one namespace in this schema). */
export const OPERATIONS: Record<string, GraphRow> = {
  // accounts
  me: { vars: () => ({}), expect: PUBLIC },
  reqResetPassword: { vars: () => ({ email: 'nobody@example.dk' }), expect: PUBLIC },
  // the reset link's token travels as the bearer (doc 1 §7): a login in its place is refused, whoever's
  // (the link itself: accounts.reset.test.ts)
  userResetPassword: {
    vars: (c) => ({ password: 'hemmelig1', userId: c.subject.id, email: c.subject.email }),
    expect: e(401, 401, 401, 401, 401),
  },
  // the owner's own address: others may not (403); admins may
  resendEmailVerification: { vars: (c) => ({ email: c.users.owner.email }), expect: e(401, OK, 403, 403, OK) },
  // the mailed verification link's token, no login
  verifyEmail: {
    vars: async (c) => ({
      token: await c.t.deps.tokens.sign('verify-email', { userId: c.subject.id, email: c.subject.email }, 600),
    }),
    expect: PUBLIC,
  },
  // the undo link of an e-mail change notice, no login: each call undoes a change of a landlord of its own
  undoEmailChange: {
    vars: async (c) => {
      const changed = await buildLandlord(c.t.deps);
      const oldEmail = `undo-${randomUUID().slice(0, 8)}@example.dk`;
      const claims = { userId: changed.id, oldEmail, newEmail: changed.email };
      return { token: await c.t.deps.tokens.sign('undo-email-change', claims, 600) };
    },
    expect: PUBLIC,
  },
  // users administration (doc 1 §7): admins only
  userConnection: { vars: () => ({}), expect: ADMIN_ONLY },
  user: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  resetPassword: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  deleteUser: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  reactivateUser: { vars: (c) => ({ id: String(c.subject.id) }), expect: ADMIN_ONLY },
  setUserType: { vars: (c) => ({ uuid: c.subject.uuid, type: 'PERSONAL' }), expect: ADMIN_ONLY },
  generateToken: { vars: (c) => ({ uuid: c.subject.uuid }), expect: ADMIN_ONLY },
  setUserVerified: { vars: (c) => ({ id: c.subject.uuid, verified: true }), expect: ADMIN_ONLY },
  dashboardTodo: { vars: () => ({}), expect: ANY_USER },
  // organizations
  organizations: { vars: () => ({}), expect: ANY_USER },
  organization: { vars: (c) => ({ id: c.orgUuid }), expect: e(401, OK, 404, OK, OK) },
  createOrganization: { vars: () => ({ name: 'Ny forening' }), expect: ANY_USER },
  activateOrganization: { vars: (c) => ({ id: c.orgUuid, active: true }), expect: e(401, 403, 404, 403, OK) },
  // an invitation (a member only on accepting), so the walk's users stay where they are
  addOrganizationMember: { vars: (c) => ({ id: c.orgUuid, email: c.users.other.email }), expect: e(401, 403, 404, OK, OK) },
  // a member added for this call (the owner is a plain member: 403); the creator's entry is the admins' only
  removeOrganizationMember: {
    vars: async (c) => {
      const member = await buildLandlord(c.t.deps);
      await upsertMember(c.t.deps.db, (await findOrganization(c.t.deps.db, c.orgUuid))!.id, member.id, 'landlord');
      return { id: c.orgUuid, member: member.uuid };
    },
    expect: e(401, 403, 404, OK, OK),
  },
  organizationInvitations: { vars: () => ({}), expect: ANY_USER },
  // the mailed link's page: the token decides, before any sign-in
  organizationInvitation: {
    vars: async (c) => ({ token: (await invitationToOwnOrg(c, `walk-${c.n}@example.dk`)).token }),
    expect: PUBLIC,
  },
  // each caller answers an invitation of their own address to an organization of its own (the walk's stays as it is)
  acceptOrganizationInvitation: {
    vars: async (c) => ({ token: (await invitationToOwnOrg(c, c.me?.email ?? `walk-${c.n}@example.dk`)).token }),
    expect: ANY_USER,
  },
  declineOrganizationInvitation: {
    vars: async (c) => ({ token: (await invitationToOwnOrg(c, c.me?.email ?? `walk-${c.n}@example.dk`)).token }),
    expect: ANY_USER,
  },
  // dwellings
  dwellingConnection: { vars: () => ({}), expect: ANY_USER },
  dwelling: { vars: (c) => ({ id: c.dwelling.uuid }), expect: DWELLING_MANAGERS },
  updateDwelling: { vars: (c) => ({ id: c.dwelling.uuid, input: { listingType: 'PLUS' } }), expect: ADMIN_ON_DWELLING },
  toggleActive: { vars: (c) => ({ id: c.dwelling.uuid, active: false }), takesLinkToken: true, expect: MANAGERS_OR_LINK },
  extendDwelling: {
    dwelling: { status: 'APPROVED' },
    vars: (c) => ({ id: c.dwelling.uuid }),
    takesLinkToken: true,
    expect: MANAGERS_OR_LINK,
  },
  requestOwnership: { vars: (c) => ({ id: c.dwelling.uuid }), expect: ADMIN_ON_DWELLING },
  // offered only while the documentation is requested (doc 2 §4)
  ownershipReceived: {
    dwelling: { status: 'DOCUMENTATION_REQUESTED' },
    vars: (c) => ({ id: c.dwelling.uuid }),
    expect: ADMIN_ON_DWELLING,
  },
  moveToAdmin: { vars: (c) => ({ uuid: c.dwelling.uuid }), expect: ADMIN_ON_DWELLING },
  // payments: the owner pays, in person or through the status link; not the organization or an admin
  paymentConfig: { vars: () => ({}), expect: PUBLIC },
  updatePaymentInfo: {
    vars: (c) => ({ amount: 37_500, product: 'PLUS', dwelling: c.dwelling.uuid }),
    takesLinkToken: true,
    expect: e(401, OK, 404, 403, 403, OK),
  },
  // the status page checks a typed code as the payer: the owner, in person or through the status link
  checkDiscount: {
    vars: (c) => ({ code: 'SPAR100', product: 'PLUS', dwelling: c.dwelling.uuid }),
    takesLinkToken: true,
    expect: e(401, OK, 404, 403, 403, OK),
  },
  // a payment the owner started, confirmed with a good test card
  confirmPaymentInfo: {
    vars: async (c) => ({ paymentId: await startedPayment(c), meta: GOOD_CARD }),
    takesLinkToken: true,
    expect: e(401, OK, 404, 403, 403, OK),
  },
  listings: { vars: (c) => ({ dwellingId: c.dwelling.uuid }), expect: DWELLING_MANAGERS },
  // the owner's captured payment: admins only
  sendReceiptMail: {
    vars: async (c) => {
      const paid = await captured(c);
      return { userId: c.users.owner.id, dwellingId: paid.dwelling, transactionId: paid.paymentId };
    },
    expect: ADMIN_ONLY,
  },
  refundPayment: {
    vars: async (c) => {
      const paid = await captured(c);
      return { dwelling: paid.dwelling, paymentId: paid.paymentId, amount: 100, reason: 'Kulance' };
    },
    expect: ADMIN_ONLY,
  },
  payments: { vars: () => ({}), expect: ADMIN_ONLY },
  // "Mine betalinger": every signed-in user, each their own (payments.admin.test.ts)
  myPayments: { vars: () => ({}), expect: ANY_USER },
  lookupPayment: { vars: async (c) => ({ paymentId: (await captured(c)).paymentId }), expect: ADMIN_ONLY },
  // signed in, or logged out with a status-link token
  discounts: { vars: () => ({ activeOnly: true }), takesLinkToken: true, expect: e(401, OK, OK, OK, OK, OK) },
  createDiscount: {
    vars: (c) => ({ input: { code: `WALK${c.n}`, flat: 100, start: '2026-01-01', end: '2099-12-31' } }),
    expect: ADMIN_ONLY,
  },
  setDiscountStatus: {
    vars: async (c) => ({
      id: String((await insertDiscount(c.t.deps, `WALKSTATUS${c.n}`, { flat: 100 })).id),
      status: 'INACTIVE',
    }),
    expect: ADMIN_ONLY,
  },
  feedbacks: { vars: () => ({}), expect: ADMIN_ONLY },
  markTenant: {
    dwelling: PUBLIC_LISTING,
    vars: async (c) => ({ thread: await seekerThread(c), rating: 4 }),
    expect: e(401, OK, 404, 404, OK),
  },
  sendLetNotice: {
    vars: async (c) => {
      await insertLet(c.t.deps.db, { dwellingId: c.dwelling.id, letAt: new Date() });
      return { dwelling: c.dwelling.uuid, text: 'Boligen er udlejet' };
    },
    expect: e(401, OK, 404, 404, 403),
  },
  // statistics: the landlord's own, admins any
  statisticsFunnel: { vars: (c) => ({ landlordId: String(c.users.owner.id), period: '30d' }), expect: e(401, OK, 403, 403, OK) },
  // viewings (the landlord's side): the managers of the owner's approved listing
  viewings: { dwelling: PUBLIC_LISTING, vars: (c) => ({ dwelling: c.dwelling.uuid }), expect: DWELLING_MANAGERS },
  viewingDay: { vars: (c) => ({ date: dayAfter(c.t.deps.now(), 7) }), expect: ANY_USER },
  createViewing: {
    dwelling: PUBLIC_LISTING,
    vars: (c) => ({ dwelling: c.dwelling.uuid, input: viewingBody(c) }),
    expect: DWELLING_MANAGERS,
  },
  updateViewing: {
    dwelling: PUBLIC_LISTING,
    vars: async (c) => ({ id: (await buildSlot(c.t.deps, c.dwelling)).id, input: { capacity: 3 } }),
    expect: DWELLING_MANAGERS,
  },
  cancelViewing: {
    dwelling: PUBLIC_LISTING,
    vars: async (c) => ({ id: (await buildSlot(c.t.deps, c.dwelling)).id }),
    expect: DWELLING_MANAGERS,
  },
  inviteToViewing: {
    dwelling: PUBLIC_LISTING,
    vars: async (c) => ({ id: (await buildSlot(c.t.deps, c.dwelling)).id, threadId: await seekerThread(c) }),
    expect: DWELLING_MANAGERS,
  },
  cancelViewingBooking: {
    dwelling: PUBLIC_LISTING,
    vars: async (c) => ({ id: await walkBooking(c) }),
    expect: DWELLING_MANAGERS,
  },
  // messages: a landlord replies in a seeker's thread on the owner's dwelling; an admin names dwelling and seeker
  sendMessage: {
    vars: async (c) => {
      const seeker = await seekerWithThread(c);
      return c.me?.role === 'admin'
        ? { input: { text: 'Hej', agentUnique: `rentals-${c.dwelling.id}`, seekerId: seeker.externalId } }
        : { input: { text: 'Hej', thread: seeker.threadId } };
    },
    expect: e(401, OK, 404, 404, OK),
  },
};
