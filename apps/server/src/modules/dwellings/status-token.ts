/**
 * The status-page token (doc 2 §2 Status page, §4, §6 Token holder): a signed, expiring JWT of
 * purpose 'dwelling-status' with claims {dwellingId: uuid, subject: the owner's user uuid, ver:
 * the dwelling's statusLinkVersion}, in the link of the housing mail sent
 * when a listing is submitted (and of the follow-up and expiry mails: dwellings.mails.ts). It lets its holder, without login, read the status view of that one dwelling, toggle
 * it active and extend it — nothing else (docs/architecture.md "Status links"). It holds only for the owner it was
 * mailed to and until the dwelling's links are renewed (a change of owner renews them).
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '@udlejning/shared/accounts/user';
import { DWELLING_TOKEN_HEADER, STATUS_PAGE_MESSAGES, STATUS_TOKEN_TTL_DAYS } from '@udlejning/shared/dwellings/lifecycle';
import { type Actor, type UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Executor } from '../../platform/db/executor';
import { findForActor, findRecordByUuid, type DwellingRecord, type OwnerRow } from './dwellings.repository';

const DAY_S = 86_400;

/** Who calls a lifecycle action: the login actor plus the status token, if one was sent. */
export type LifecycleCaller = { actor: Actor; token: string | null };

/** The status token of a request: header x-dwelling-token, else the `token` query parameter. */
export function statusTokenOf(req: FastifyRequest): string | null {
  const header = req.headers[DWELLING_TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (req.query as { token?: unknown } | undefined)?.token;
  const token = fromHeader?.trim() || (typeof fromQuery === 'string' ? fromQuery.trim() : '');
  return token || null;
}

/** What a status link names: its dwelling, the user it was mailed to, and the dwelling's link version then. */
export type StatusLinkTarget = {
  row: { uuid: string; statusLinkVersion: number };
  owner: { uuid: string };
};

/**
 * Signs a status token for the dwelling's current owner (valid STATUS_TOKEN_TTL_DAYS): claims
 * {dwellingId, subject: the owner's user uuid, ver: the dwelling's statusLinkVersion} (doc 2 §6
 * Token holder). The link works only while that user owns the dwelling and the version is unchanged.
 */
export function signStatusLink(deps: Deps, target: StatusLinkTarget): Promise<string> {
  const claims = { dwellingId: target.row.uuid, subject: target.owner.uuid, ver: target.row.statusLinkVersion };
  return deps.tokens.sign('dwelling-status', claims, STATUS_TOKEN_TTL_DAYS * DAY_S);
}

/**
 * Signs a status token for the dwelling `dwellingUuid` as it is now (signStatusLink), read through
 * `ex` (default deps.db; pass the transaction inside one). Throws 404 for an unknown dwelling.
 */
export async function signStatusToken(deps: Deps, dwellingUuid: string, ex: Executor = deps.db): Promise<string> {
  const record = await findRecordByUuid(ex, dwellingUuid);
  if (!record) throw new AppError('NOT_FOUND');
  return signStatusLink(deps, record);
}

/** The claims of a status token; `subject` and `ver` are null in a link signed before they existed. */
type StatusLinkClaims = { dwellingId: string; subject: string | null; ver: number | null };

/**
 * The claims of a status token. Missing, invalid or expired → 401 with the spec's message
 * 'Vi beklager meget. Enten mangler der en token eller også er den udløbet'.
 */
async function claimsOfToken(deps: Deps, token: string | null): Promise<StatusLinkClaims> {
  if (!token) throw new AppError('UNAUTHENTICATED', { message: STATUS_PAGE_MESSAGES.tokenMissing });
  try {
    const claims = await deps.tokens.verify('dwelling-status', token);
    if (typeof claims.dwellingId !== 'string') throw new AppError('UNAUTHENTICATED');
    return {
      dwellingId: claims.dwellingId,
      subject: typeof claims.subject === 'string' ? claims.subject : null,
      ver: typeof claims.ver === 'number' && Number.isInteger(claims.ver) ? claims.ver : null,
    };
  } catch (err) {
    const code = err instanceof AppError && err.code === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED';
    throw new AppError(code, { message: STATUS_PAGE_MESSAGES.tokenMissing });
  }
}

/** The dwelling uuid a status token names (401 as claimsOfToken); whether it still holds is checked on use. */
export async function dwellingOfToken(deps: Deps, token: string | null): Promise<string> {
  return (await claimsOfToken(deps, token)).dwellingId;
}

/**
 * True while a link still holds for the dwelling (doc 2 §6 Token holder): mailed to its current
 * owner at its current version. A link from before subjects and versions holds only while the
 * version is 0 (the dwelling never changed owner nor had its links renewed since).
 */
function isLinkCurrent(claims: StatusLinkClaims, record: DwellingRecord): boolean {
  if (claims.subject === null && claims.ver === null) return record.row.statusLinkVersion === 0;
  return claims.subject === record.owner.uuid && claims.ver === record.row.statusLinkVersion;
}

/** A status link that holds: its dwelling and the user it was mailed to (who acts through it). */
export type VerifiedStatusLink = { record: DwellingRecord; subject: OwnerRow };

/**
 * Verifies a status token against its dwelling, read through `ex` (`forUpdate` locks the row).
 * Throws 401 (missing, invalid, expired), 404 (dwelling gone or, with `uuid`, another dwelling's
 * token), 403 STATUS_LINK_REVOKED (the dwelling changed owner or its links were renewed since).
 */
export async function verifyStatusLink(
  deps: Deps,
  ex: Executor,
  token: string | null,
  opts: { uuid?: string; forUpdate?: boolean } = {},
): Promise<VerifiedStatusLink> {
  const claims = await claimsOfToken(deps, token);
  if (opts.uuid !== undefined && claims.dwellingId !== opts.uuid) throw new AppError('NOT_FOUND');
  const record = await findRecordByUuid(ex, claims.dwellingId, { forUpdate: opts.forUpdate });
  if (!record) throw new AppError('NOT_FOUND');
  if (!isLinkCurrent(claims, record)) throw new AppError('STATUS_LINK_REVOKED');
  // the link's subject is the current owner (checked above): the person it was mailed to acts
  return { record, subject: record.owner };
}

/** The user a status link was mailed to, acting through it: never admin; the log shows "(statuslink)". */
function tokenActor(subject: OwnerRow): UserActor {
  return {
    kind: 'user',
    userId: subject.id,
    uuid: subject.uuid,
    role: 'landlord' satisfies Role,
    type: subject.type,
    verified: subject.verified,
    isAdmin: false,
    name: `${`${subject.firstname} ${subject.lastname}`.trim()} (statuslink)`,
  };
}

/** A dwelling the caller may act on, with the actor the policy and the log should see. */
export type Access = { record: DwellingRecord; actor: UserActor; viaToken: boolean };

/**
 * Loads `uuid` for a lifecycle call. A signed-in owner or admin is used as is; otherwise (or when
 * the login does not reach the dwelling) a status token for exactly this dwelling is required.
 * Throws 401 (no login and no/expired token), 404 (unknown, another landlord's, or another
 * dwelling's token), 403 STATUS_LINK_REVOKED (a link of a former owner or renewed since). Reads only through `ex` (a transaction on PGlite).
 */
export async function accessDwelling(
  deps: Deps,
  ex: Executor,
  caller: LifecycleCaller,
  uuid: string,
  opts: { forUpdate?: boolean } = {},
): Promise<Access> {
  if (caller.actor.kind === 'user') {
    const record = await findForActor(ex, caller.actor, uuid, opts);
    if (record) return { record, actor: caller.actor, viaToken: false };
    if (!caller.token) throw new AppError('NOT_FOUND');
  }
  // logged out without a token: 401 with the status page's message
  const { record, subject } = await verifyStatusLink(deps, ex, caller.token, { uuid, forUpdate: opts.forUpdate });
  return { record, actor: tokenActor(subject), viaToken: true };
}
