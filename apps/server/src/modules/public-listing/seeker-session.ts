/**
 * Who looks at a listing's public page: a seeker signed in by a mailed link carries the httpOnly
 * cookie `useeker` (a signed token naming the seeker's uuid and the server-side session `sid`,
 * SEEKER_SESSION_DAYS; the session must be live in seeker_sessions, and sign-out revokes it); every
 * visitor gets the first-party cookie `uv` (a random id) whose hash is the visitor key of unique
 * clicks. Both are SameSite=Lax, so another site's form or script cannot send them with a POST.
 * No landlord login is ever read from a cookie (actor-hook.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_LIFETIMES_SECONDS } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { findLiveSeekerSession, findLiveSessionSeeker, revokeSeekerSession, type SeekerRow } from './public-listing.repository';

export const SEEKER_COOKIE = 'useeker';
export const VISITOR_COOKIE = 'uv';
const DAY = 24 * 3600;
/** How long a seeker stays signed in on the public pages, days (30). */
export const SEEKER_SESSION_DAYS = TOKEN_LIFETIMES_SECONDS['seeker-session'] / DAY;
/** How long the mailed sign-in link works, seconds (3600). */
export const SEEKER_SIGN_IN_TTL_SECONDS = TOKEN_LIFETIMES_SECONDS['seeker-sign-in'];
const VISITOR_COOKIE_DAYS = 365;

function cookiesOf(req: FastifyRequest): Record<string, string> {
  const header = req.headers.cookie;
  if (!header) return {};
  try {
    return parseCookie(header) as Record<string, string>;
  } catch {
    return {};
  }
}

const secureFor = (deps: Pick<Deps, 'publicUrl'>) => deps.publicUrl.startsWith('https:');

function setCookie(reply: FastifyReply, deps: Pick<Deps, 'publicUrl'>, name: string, value: string, maxAgeSeconds: number) {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name,
      value,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(deps),
      path: '/',
      maxAge: maxAgeSeconds,
    }),
  );
}

/** The claims of this request's `useeker` cookie when it is ours and unexpired: the seeker's uuid and the session id. */
async function sessionClaimsOf(deps: Pick<Deps, 'tokens'>, req: FastifyRequest): Promise<{ sub: string; sid: string } | null> {
  const token = cookiesOf(req)[SEEKER_COOKIE];
  if (!token || token.length > 2_000) return null;
  try {
    const claims = await deps.tokens.verify('seeker-session', token);
    return typeof claims.sub === 'string' && typeof claims.sid === 'string' ? { sub: claims.sub, sid: claims.sid } : null;
  } catch {
    return null;
  }
}

/** The uuid of the signed-in seeker, or null (no cookie, a forged or expired one, or a session signed out or ended). */
export async function seekerUuidOf(deps: Pick<Deps, 'tokens' | 'db'>, req: FastifyRequest): Promise<string | null> {
  const claims = await sessionClaimsOf(deps, req);
  if (!claims) return null;
  const seekerUuid = await findLiveSeekerSession(deps.db, claims.sid);
  return seekerUuid === claims.sub ? seekerUuid : null;
}

/**
 * The signed-in seeker's row, or null (as seekerUuidOf): the session check and the seeker lookup in one
 * query, for a call that needs the row anyway (the viewing booking, docs/performance-history.md "Viewings").
 */
export async function sessionSeekerOf(deps: Pick<Deps, 'tokens' | 'db'>, req: FastifyRequest): Promise<SeekerRow | null> {
  const claims = await sessionClaimsOf(deps, req);
  if (!claims) return null;
  const seeker = await findLiveSessionSeeker(deps.db, claims.sid);
  return seeker?.uuid === claims.sub ? seeker : null;
}

/** Signs the seeker in on this browser (sets `useeker`, naming the server-side session `sessionId`). */
export async function startSeekerSession(
  deps: Pick<Deps, 'tokens' | 'publicUrl'>,
  reply: FastifyReply,
  seekerUuid: string,
  sessionId: string,
) {
  const token = await deps.tokens.sign('seeker-session', { sub: seekerUuid, sid: sessionId }, SEEKER_SESSION_DAYS * DAY);
  setCookie(reply, deps, SEEKER_COOKIE, token, SEEKER_SESSION_DAYS * DAY);
}

/** Signs the seeker out: the server-side session is revoked (a copy of the cookie stops working) and the cookie cleared. */
export async function endSeekerSession(
  deps: Pick<Deps, 'tokens' | 'db' | 'publicUrl'>,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const claims = await sessionClaimsOf(deps, req);
  if (claims) await revokeSeekerSession(deps.db, claims.sid);
  setCookie(reply, deps, SEEKER_COOKIE, '', 0);
}

/**
 * The visitor key of this browser: the sha-256 of its `uv` cookie, which is set (a new random id)
 * when missing. The cookie's value itself is never stored.
 */
export function visitorKeyOf(deps: Pick<Deps, 'publicUrl'>, req: FastifyRequest, reply: FastifyReply): string {
  let id = cookiesOf(req)[VISITOR_COOKIE];
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) {
    id = randomUUID();
    setCookie(reply, deps, VISITOR_COOKIE, id, VISITOR_COOKIE_DAYS * DAY);
  }
  return createHash('sha256').update(`uv:${id}`).digest('hex');
}
