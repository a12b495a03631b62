/**
 * The permission walk's vocabulary (api-permissions.test.ts): the actors, the outcomes a row expects,
 * what a row's request gets (Ctx), the row shapes, and the fixtures rows make for themselves.
 */
import sharp from 'sharp';
import { getNamedType, isLeafType, type GraphQLArgument, type GraphQLField } from 'graphql';
import { expect } from 'vitest';
import { ERROR_CODES } from '@udlejning/shared/errors';
import type { TestApp, TestResponse } from './test-app';
import type { TestUser } from './factories';
import { multipartBody } from '../modules/dwellings/dwellings.test-support';
import type { DwellingRow } from '../modules/dwellings/dwellings.content';
import type { dwellings } from '../schema/dwellings.schema';
import { buildSeeker, buildThread } from '../modules/messages/messages.test-support';
import { capturedPayment, startPayment } from '../modules/payments/payments.test-support';
import { findPaymentReceipt } from '../modules/payments/receipts.repository';

export const WHO = ['anonymous', 'owner', 'other', 'orgAdmin', 'admin', 'tokenHolder'] as const;
export type Who = (typeof WHO)[number];
type SignedIn = Exclude<Who, 'anonymous' | 'tokenHolder'>;
/** Any 2xx: past the permission check, and the call did its work. */
export const OK = 'ok' as const;
/** 400 and 409 are about the input or the state: only in a row that says why. */
type Outcome = typeof OK | 400 | 401 | 403 | 404 | 409;
type Expect = Record<Who, Outcome>;
export const e = (
  anonymous: Outcome,
  owner: Outcome,
  other: Outcome,
  orgAdmin: Outcome,
  admin: Outcome,
  tokenHolder: Outcome = anonymous,
): Expect => ({ anonymous, owner, other, orgAdmin, admin, tokenHolder });

/** Anyone. */
export const PUBLIC = e(OK, OK, OK, OK, OK);
/** Any signed-in user. */
export const ANY_USER = e(401, OK, OK, OK, OK);
/** Global admins only. */
export const ADMIN_ONLY = e(401, 403, 403, 403, OK);
/** The dwelling's owner, its organization's admin and global admins; others do not see it. */
export const DWELLING_MANAGERS = e(401, OK, 404, OK, OK);
/** The dwelling's managers and the holder of its status link (doc 2 §6 Token holder). */
export const MANAGERS_OR_LINK = e(401, OK, 404, OK, OK, OK);
/** Admin-only actions on a dwelling the owner and the organization admin see. */
export const ADMIN_ON_DWELLING = e(401, 403, 404, 403, OK);

/** What a row's request gets: the fixtures of this run. */
export type Ctx = {
  /** The app, for rows that make their fixtures (an upload, a payment, a thread). */
  t: TestApp;
  dwelling: DwellingRow;
  /** The status-link token of `dwelling` (the tokenHolder sends it). */
  statusToken: string;
  orgUuid: string;
  addressId: string;
  users: Record<SignedIn, TestUser>;
  /** The signed-in caller of this request, or null (anonymous, tokenHolder). */
  me: TestUser | null;
  /** The user the admin's user operations act on (a password reset ends its sessions; never one of `users`). */
  subject: TestUser;
  /** A number unique to this request (unique e-mails, codes). */
  n: number;
};
type Maybe<T> = T | Promise<T>;
/**
 * `dwelling`: columns of the fresh dwelling the call gets (default: PENDING_REVIEW, active, in the
 * organization); `why`: the reason for any 400 or 409 the row expects.
 */
export type Row = { expect: Expect; why?: string; dwelling?: Partial<typeof dwellings.$inferInsert> };
export type RestRow = Row & {
  path?: (c: Ctx) => Maybe<string>;
  body?: (c: Ctx) => Maybe<unknown>;
  /** The body is a multipart upload of one small PNG. */
  upload?: true;
  /** The reply carries a new login token for the caller (the old one ended): the walk goes on with it. */
  renewsSession?: true;
};
export type GraphRow = Row & {
  vars: (c: Ctx) => Maybe<Record<string, unknown>>;
  /** The field takes the status link's token as its `token` argument: the tokenHolder sends it there. */
  takesLinkToken?: true;
};

/** An approved, active PREMIUM listing: public, and every visitor may write (doc 2 §1). */
export const PUBLIC_LISTING = { status: 'APPROVED', listingType: 'PREMIUM' } as const;

/** A small PNG, different each time. */
let shade = 0;
export const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: (shade += 7) % 256, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** Uploads a PNG as `user`; returns its stored file name. */
export async function uploadImage(c: Ctx, user: TestUser): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'walk.png', type: 'image/png', data: await png() }]);
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/dwellings/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${user.token}` },
  });
  const filename = res.json<{ results: { filename?: string }[] }>().results[0]?.filename;
  if (!filename) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return filename;
}

/** A CAPTURED payment of the owner (its own dwelling, approved by the admin): ids and the receipt number. */
export async function captured(c: Ctx) {
  const { dwelling, payment } = await capturedPayment(c.t.deps, c.t.api, { owner: c.users.owner, admin: c.users.admin });
  const receipt = await findPaymentReceipt(c.t.deps.db, payment.id);
  return { dwelling: dwelling.uuid, paymentId: payment.id, receipt: receipt!.number };
}

/** A payment the owner started on the call's dwelling (PLUS); returns its id. */
export async function startedPayment(c: Ctx): Promise<string> {
  const started = await startPayment(c.t.api.as(c.users.owner), { dwelling: c.dwelling.uuid, product: 'PLUS', amount: 37_500 });
  if (!started.paymentId) throw new Error(`updatePaymentInfo failed: ${started.code}`);
  return started.paymentId;
}

/** A seeker with a thread on the call's dwelling. */
export async function seekerWithThread(c: Ctx) {
  const seeker = await buildSeeker(c.t.deps);
  const threadId = await buildThread(c.t.deps, { dwelling: c.dwelling, seeker });
  return { externalId: seeker.externalId, uuid: seeker.uuid, threadId };
}
export const seekerThread = async (c: Ctx) => (await seekerWithThread(c)).threadId;

/** The GraphQL document of `field`: every argument a variable of its own type, objects select __typename. */
export function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args as readonly GraphQLArgument[];
  const decl = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

/** What a status counts as: any 2xx is 'ok', anything else itself. */
export const outcomeOf = (status: number): Outcome | number => (status >= 200 && status < 300 ? OK : status);

/** The rows that expect a 400 or 409 without saying why. */
export const unexplained = (rows: Record<string, Row>) =>
  Object.entries(rows)
    .filter(([, row]) => Object.values(row.expect).some((o) => o === 400 || o === 409) && !row.why?.trim())
    .map(([name]) => name);

export function expectErrorShape(res: TestResponse) {
  const body = res.json<{ error?: { code?: string; message?: string; issues?: unknown[] } }>();
  expect(ERROR_CODES).toContain(body.error?.code);
  expect(typeof body.error?.message).toBe('string');
  if (body.error?.issues !== undefined) expect(Array.isArray(body.error.issues)).toBe(true);
}
