/**
 * The status-page token (doc 2 §2 Status page, §4, §6 Token holder): a signed, expiring JWT of
 * purpose 'dwelling-status' with claims {dwellingId: uuid}, in the link of the housing mail sent
 * when a listing is submitted (and of the follow-up and expiry mails: dwellings.mails.ts). It lets its holder, without login, read the status view of that one dwelling, toggle
 * it active and extend it — nothing else (docs/decisions.md).
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

/** Signs a status token for one dwelling (valid STATUS_TOKEN_TTL_DAYS). */
export function signStatusToken(deps: Deps, dwellingUuid: string): Promise<string> {
  return deps.tokens.sign('dwelling-status', { dwellingId: dwellingUuid }, STATUS_TOKEN_TTL_DAYS * DAY_S);
}

/**
 * The dwelling uuid a status token grants. Missing, invalid or expired → 401 with the spec's
 * message 'Vi beklager meget. Enten mangler der en token eller også er den udløbet'.
 */
export async function dwellingOfToken(deps: Deps, token: string | null): Promise<string> {
  if (!token) throw new AppError('UNAUTHENTICATED', { message: STATUS_PAGE_MESSAGES.tokenMissing });
  try {
    const claims = await deps.tokens.verify('dwelling-status', token);
    if (typeof claims.dwellingId !== 'string') throw new AppError('UNAUTHENTICATED');
    return claims.dwellingId;
  } catch (err) {
    const code = err instanceof AppError && err.code === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED';
    throw new AppError(code, { message: STATUS_PAGE_MESSAGES.tokenMissing });
  }
}

/** The owner acting through the mailed link: never admin; the log shows "(statuslink)". */
function tokenActor(owner: OwnerRow): UserActor {
  return {
    kind: 'user',
    userId: owner.id,
    uuid: owner.uuid,
    role: 'landlord' satisfies Role,
    type: owner.type,
    verified: owner.verified,
    isAdmin: false,
    name: `${`${owner.firstname} ${owner.lastname}`.trim()} (statuslink)`,
  };
}

/** A dwelling the caller may act on, with the actor the policy and the log should see. */
export type Access = { record: DwellingRecord; actor: UserActor; viaToken: boolean };

/**
 * Loads `uuid` for a lifecycle call. A signed-in owner or admin is used as is; otherwise (or when
 * the login does not reach the dwelling) a status token for exactly this dwelling is required.
 * Throws 401 (no login and no/expired token), 404 (unknown, another landlord's, or another
 * dwelling's token). Reads only through `ex` (a transaction on PGlite).
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
  const granted = await dwellingOfToken(deps, caller.token);
  if (granted !== uuid) throw new AppError('NOT_FOUND');
  const record = await findRecordByUuid(ex, uuid, opts);
  if (!record) throw new AppError('NOT_FOUND');
  return { record, actor: tokenActor(record.owner), viaToken: true };
}
