/**
 * The seeker side of a listing (docs/architecture.md "Messages and the public listing page"): its public page, clicks and Facebook shares counted as
 * dwelling events, the contact form that obeys the tier's contact access (doc 2 §1), and the
 * seeker's sign-in by a mailed link. Every call answers 404 for a listing that is not approved and
 * active.
 */
import { createHash, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CONTACT_ACCESS } from '@udlejning/shared/dwellings/listing-type';
import type { Language } from '@udlejning/shared/i18n/languages';
import {
  CONTACT_REFUSALS,
  canContact,
  type ContactInput,
  type PublicListing,
  type PublicSeeker,
  type SeekerSignInInput,
} from '@udlejning/shared/public-listing/listing';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hasPgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../platform/db/pg-errors';
import { mailLanguage } from '../../platform/http/request-language';
import { fill, layoutMail, mailTexts } from '../../platform/mail/layout';
import { queueMail } from '../../platform/mail/mail-queue';
import { upsertSeeker } from '../seekers/seekers.repository';
import { recordDwellingEvent } from '../statistics/statistics.events';
import { findSeekerByEmail } from '../messages/messages.repository';
import { deliverSeekerMessage } from '../messages/messages.service';
import { publicListingLink } from '../messages/messages.mails';
import {
  deleteExpiredSeekerSessions,
  findPublicDwelling,
  findSeekerByUuid,
  insertSeekerSession,
  registerSeeker,
  type PublicDwellingRow,
  type SeekerRow,
} from './public-listing.repository';
import { presentPublicListing } from './public-listing.presenter';
import { SEEKER_SESSION_DAYS, SEEKER_SIGN_IN_TTL_SECONDS } from './seeker-session';

const publicSeeker = (s: SeekerRow): PublicSeeker => ({ name: s.name, email: s.email, level: s.level });

async function publicDwelling(deps: Deps, uuid: string): Promise<PublicDwellingRow> {
  const row = await findPublicDwelling(deps.db, uuid);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The signed-in seeker of `seekerUuid` (from the cookie), or null. */
export async function currentSeeker(deps: Deps, seekerUuid: string | null): Promise<SeekerRow | null> {
  return seekerUuid ? findSeekerByUuid(deps.db, seekerUuid) : null;
}

/** The public view of `uuid` with what the viewer of `seekerUuid` may do, or null when the listing is not public. */
export async function findPublicListing(deps: Deps, uuid: string, seekerUuid: string | null): Promise<PublicListing | null> {
  const [row, seeker] = await Promise.all([findPublicDwelling(deps.db, uuid), currentSeeker(deps, seekerUuid)]);
  return row ? presentPublicListing(row, seeker ? publicSeeker(seeker) : null) : null;
}

/** GET /api/public/dwellings/{uuid}: the public view, with what the viewer may do; 404 NOT_FOUND when not public. */
export async function getPublicListing(deps: Deps, uuid: string, seekerUuid: string | null): Promise<PublicListing> {
  const listing = await findPublicListing(deps, uuid, seekerUuid);
  if (!listing) throw new AppError('NOT_FOUND');
  return listing;
}

/**
 * How long the click and share beacons trust that a listing is public without asking the database.
 * A busy listing gets hundreds of clicks a second (docs/architecture.md "Statistics": ≥ 5,000 events/s); one SELECT of the
 * whole row per click was half of each beacon's work. A listing deactivated, rejected or deleted
 * takes up to this long to stop counting clicks; one deleted meanwhile answers 404 (its events are gone with it).
 */
export const PUBLIC_ID_TTL_MS = 5_000;
const publicIds = new WeakMap<Deps['db'], LRUCache<string, number>>();

/** The id of the approved, active listing `uuid` (remembered for PUBLIC_ID_TTL_MS); 404 NOT_FOUND otherwise. */
async function publicDwellingId(deps: Deps, uuid: string): Promise<number> {
  let cache = publicIds.get(deps.db);
  if (!cache) publicIds.set(deps.db, (cache = new LRUCache<string, number>({ max: 10_000, ttl: PUBLIC_ID_TTL_MS })));
  const known = cache.get(uuid);
  if (known !== undefined) return known;
  const { id } = await publicDwelling(deps, uuid);
  cache.set(uuid, id);
  return id;
}

/** One beacon event on the public listing `uuid`; 404 NOT_FOUND when it is not (or no longer) public. */
async function recordPublicEvent(
  deps: Deps,
  uuid: string,
  kind: 'CLICK' | 'FACEBOOK_SHARE',
  visitorKey: string | null,
): Promise<{ unique: boolean }> {
  const dwellingId = await publicDwellingId(deps, uuid);
  try {
    return await recordDwellingEvent(deps, { dwellingId, kind, visitorKey });
  } catch (err) {
    // deleted since it was remembered: the events' foreign key refuses it
    if (!hasPgErrorCode(err, PG_FOREIGN_KEY_VIOLATION)) throw err;
    publicIds.get(deps.db)?.delete(uuid);
    throw new AppError('NOT_FOUND');
  }
}

/** POST /api/public/dwellings/{uuid}/clicks: one CLICK (unique the first time for this visitor key). */
export async function recordClick(deps: Deps, uuid: string, visitorKey: string): Promise<{ unique: boolean }> {
  return recordPublicEvent(deps, uuid, 'CLICK', visitorKey);
}

/** POST /api/public/dwellings/{uuid}/shares: one FACEBOOK_SHARE. */
export async function recordShare(deps: Deps, uuid: string): Promise<void> {
  await recordPublicEvent(deps, uuid, 'FACEBOOK_SHARE', null);
}

/** A visitor's seeker identity: one per e-mail address, level VISITOR (never raised by writing). */
const visitorExternalId = (email: string) =>
  `visitor-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/**
 * Why a seeker of `level` may not contact the landlord of `row` (doc 2 §1: the listing takes no
 * messages, or the tier's contact access is above the level), or null when they may. The contact form
 * and the viewing bookings (modules/viewings) answer by the same rule.
 */
export function contactRefusal(
  row: Pick<PublicDwellingRow, 'chatable' | 'listingType'>,
  level: SeekerRow['level'],
): string | null {
  if (!row.chatable) return CONTACT_REFUSALS.chatOff;
  return canContact(row.listingType, level) ? null : CONTACT_REFUSALS[CONTACT_ACCESS[row.listingType] as 'PAYING' | 'REGISTERED'];
}

/**
 * POST /api/public/dwellings/{uuid}/contact: a signed-in seeker writes with their own identity (the
 * form's name and e-mail are not used); a visitor as a VISITOR seeker keyed by the e-mail given.
 * Refused (403 CONTACT_FORBIDDEN, its message says why; CONTACT_FORBIDDEN recorded) when the listing
 * takes no messages or the seeker's level is below the tier's contact access (doc 2 §1). Otherwise
 * the message is delivered (messages.service deliverSeekerMessage). Returns the thread id.
 */
export async function contactLandlord(
  deps: Deps,
  uuid: string,
  seekerUuid: string | null,
  input: ContactInput,
): Promise<{ threadId: string }> {
  const [row, signedIn] = await Promise.all([publicDwelling(deps, uuid), currentSeeker(deps, seekerUuid)]);
  const refusal = contactRefusal(row, signedIn?.level ?? 'VISITOR');
  if (refusal) {
    await recordDwellingEvent(deps, { dwellingId: row.id, kind: 'CONTACT_FORBIDDEN' });
    throw new AppError('CONTACT_FORBIDDEN', { message: refusal });
  }
  const seeker =
    signedIn ??
    (await upsertSeeker(deps.db, {
      externalFrom: 'udlejning',
      externalId: visitorExternalId(input.email),
      name: input.name,
      email: input.email,
    }));
  const { threadId } = await deliverSeekerMessage(deps, { dwellingId: row.id, seekerId: seeker.id, text: input.text });
  return { threadId };
}

/**
 * POST /api/public/seekers/sign-in: mails a sign-in link (valid SEEKER_SIGN_IN_TTL_SECONDS, once:
 * its random `jti`) to the address, which opens the listing's page and signs the seeker in there.
 * Says nothing about whether the address is known. 404 for a listing that is not public.
 */
export async function requestSeekerSignIn(deps: Deps, input: SeekerSignInInput, requestLanguage: Language | null): Promise<void> {
  await publicDwelling(deps, input.dwellingUuid);
  const known = await findSeekerByEmail(deps.db, input.email);
  const token = await deps.tokens.sign(
    'seeker-sign-in',
    { email: input.email.trim(), jti: randomUUID() },
    SEEKER_SIGN_IN_TTL_SECONDS,
  );
  const link = `${publicListingLink(deps, input.dwellingUuid)}?seekerToken=${encodeURIComponent(token)}`;
  const language = mailLanguage(known?.preferedLanguage, requestLanguage);
  const texts = mailTexts(language)['seeker-sign-in'];
  await queueMail(
    deps,
    deps.db,
    layoutMail({
      to: input.email.trim(),
      kind: 'seeker-sign-in',
      language,
      subject: texts.subject,
      name: known?.name ?? '',
      paragraphs: [fill(texts.body, { email: input.email.trim() })],
      action: { label: texts.action, url: link },
      closing: [texts.ignore],
      meta: { dwelling: input.dwellingUuid, link },
    }),
  );
}

/**
 * POST /api/public/seekers/session {token}: follows the mailed link. The seeker with that e-mail
 * (the highest level one) is signed in; an unknown address becomes a REGISTERED seeker (externalFrom
 * 'udlejning', externalId 'udlejning-<uuid>'), a VISITOR one is raised to REGISTERED. A link works
 * once: the session row (seeker_sessions, unique hash of the link's jti) is written in the same
 * transaction, so of two exchanges at once one signs in and the other gets TOKEN_EXPIRED (nothing of
 * it is kept). Throws TOKEN_EXPIRED / UNAUTHENTICATED for a bad, expired or used link. Returns the
 * seeker and the session id (for the session cookie).
 */
export async function completeSeekerSignIn(deps: Deps, token: string): Promise<{ seeker: SeekerRow; sessionId: string }> {
  const claims = await deps.tokens.verify('seeker-sign-in', token);
  const email = typeof claims.email === 'string' ? claims.email : null;
  const jti = typeof claims.jti === 'string' ? claims.jti : null;
  if (!email || !jti) throw new AppError('UNAUTHENTICATED');
  const linkHash = createHash('sha256').update(`seeker-sign-in:${jti}`).digest('hex');
  const expiresAt = new Date(deps.now().getTime() + SEEKER_SESSION_DAYS * 86_400_000);
  const result = await deps.db.transaction(async (tx) => {
    const known = await findSeekerByEmail(tx, email);
    if (known) await registerSeeker(tx, known.id);
    const seeker = known
      ? (await findSeekerByUuid(tx, known.uuid))!
      : await upsertSeeker(tx, {
          externalFrom: 'udlejning',
          externalId: `udlejning-${randomUUID()}`,
          name: email.split('@')[0]!,
          email,
          level: 'REGISTERED',
        });
    const sessionId = await insertSeekerSession(tx, { seekerId: seeker.id, linkHash, expiresAt });
    if (!sessionId) throw new AppError('TOKEN_EXPIRED');
    return { seeker, sessionId };
  });
  await deleteExpiredSeekerSessions(deps.db);
  return result;
}

export { publicSeeker };
