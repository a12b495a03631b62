/**
 * Creating and updating a dwelling from the listing form (doc 2 §2 Listing form, §5, §6):
 * POST /api/dwellings and POST /api/dwellings/:uuid. The body is merged onto the stored content,
 * admin-only flags are ignored for others, the chosen address is looked up, the requested step
 * (or every step on finish) is validated, and only then the row and its activity entry are
 * written in one transaction — a 400 writes nothing.
 */
import { formatAddressText } from '@udlejning/shared/addresses/format';
import {
  DWELLING_MESSAGES,
  checkDwelling,
  checkDwellingStep,
  emptyDwellingForm,
  type DwellingSaveInput,
  type DwellingContent,
  type DwellingRuleContext,
} from '@udlejning/shared/dwellings/dwelling-form';
import { ERROR_TABLE, type FieldIssue } from '@udlejning/shared/errors';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { nextStatus } from '@udlejning/shared/dwellings/transitions';
import type { UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError, validationError } from '../../../platform/errors';
import { diffFields } from '../../activity/activity.diff';
import type { Executor } from '../../../platform/db/executor';
import { recordActivity } from '../../activity/activity.service';
import type { AddressSuggestion, PostalCodeSuggestion } from '../../../platform/address-provider';
import { findPostalTown } from '../../addresses/addresses.service';
import { contentToColumns, dwellingSnapshot, mergeContent, rowToContent } from '../dwellings.content';
import { onListingSubmitted } from '../dwellings.jobs';
import { findOwner, insertDwelling, type DwellingRecord, type OwnerRow } from '../dwellings.repository';
import { findUploaders } from '../uploads.repository';
import { releaseImages } from './unused-images';
import { transitionDwelling } from './transition';
import { decide } from '../dwellings.policy';
import { checkHome, isHomeChange, recordHomeFlag, withDuplicateRef } from './home-check';

export const IMAGE_MISSING = 'Billedet findes ikke';

type SaveInput = DwellingSaveInput;

const blank = (s: string | null) => s === null || s.trim() === '';

/** What the save looked up before its transaction: the chosen address, and the postal code of one typed by hand. */
type LookedUp = { chosen: AddressSuggestion | null; postal: PostalCodeSuggestion | null };

/**
 * Applies the body to the stored content with the server's rules: admin-only flags
 * (fromFacebook, customAddress) stay as stored for non-admins, the address unless
 * `mayChangeAddress` (the policy's changeAddress, doc 2 §2); social housing is for BUSINESS users; a new address id must be `chosen` (looked up
 * beforehand), a hand-typed address's postal code is `postal`. All reads go through `ex`, the transaction when there is one.
 */
async function buildContent(
  ex: Executor,
  actor: UserActor,
  owner: OwnerRow,
  stored: DwellingContent,
  input: SaveInput,
  mayChangeAddress: boolean,
  { chosen, postal }: LookedUp,
): Promise<{ content: DwellingContent; issues: FieldIssue[] }> {
  const content = mergeContent(stored, input);
  const issues: FieldIssue[] = [];
  if (!actor.isAdmin) {
    content.fromFacebook = stored.fromFacebook;
    content.location.customAddress = stored.location.customAddress;
    if (!mayChangeAddress) content.location = stored.location;
    if (owner.type !== 'BUSINESS')
      content.economy = { ...content.economy, socialHousing: false, housingType: null, website: null };
  }
  const resolved = resolveLocation(content.location, stored.location, chosen, actor.isAdmin, postal);
  content.location = resolved.location;
  if (resolved.issue) issues.push(resolved.issue);
  issues.push(...(await checkAddedImages(ex, actor, stored.images, content.images)));
  return { content, issues };
}

/**
 * Checks the images a save adds (docs/architecture.md "Images"): each must be an upload (else an issue on
 * images[i], 'Billedet findes ikke'), and a non-admin may add only files they uploaded themselves
 * (else 403 IMAGE_NOT_OWNED with the paths). Images already on the dwelling are not checked again.
 */
async function checkAddedImages(
  ex: Executor,
  actor: UserActor,
  stored: readonly string[],
  images: readonly string[],
): Promise<FieldIssue[]> {
  const added = images.filter((f) => !stored.includes(f));
  if (!added.length) return [];
  const uploaders = await findUploaders(ex, added);
  const missing: FieldIssue[] = [];
  const notOwned: FieldIssue[] = [];
  images.forEach((f, i) => {
    if (!added.includes(f)) return;
    const uploader = uploaders.get(f);
    if (uploader === undefined) missing.push({ path: ['images', i], message: IMAGE_MISSING });
    else if (!actor.isAdmin && uploader !== actor.userId)
      notOwned.push({ path: ['images', i], message: ERROR_TABLE.IMAGE_NOT_OWNED.message });
  });
  if (notOwned.length) throw new AppError('IMAGE_NOT_OWNED', { issues: notOwned });
  return missing;
}

/**
 * The stored location for a chosen address. An access address has no units, so the floor and
 * door the landlord typed are kept and written into the address text (docs/architecture.md "Search").
 */
function locationOf(found: AddressSuggestion, typed: DwellingContent['location']): DwellingContent['location'] {
  const { id, street, house, zip, city, geo, href } = found;
  const isAccessAddress = found.floor == null && found.door == null;
  const floor = isAccessAddress ? typed.floor?.trim() || null : found.floor;
  const door = isAccessAddress ? typed.door?.trim() || null : found.door;
  const address =
    isAccessAddress && (floor || door) ? formatAddressText({ street, house, floor, door, zip, city }) : found.address;
  return {
    id,
    address,
    street,
    house,
    floor,
    door,
    zip,
    city,
    geo,
    href,
    customAddress: typed.customAddress,
    manualAddress: false,
  };
}

/**
 * The location to store (docs/architecture.md "Dwellings and moderation"): the server derives every address field from the address id,
 * never from the client's text, zip, coordinates or href.
 * - A listed address: all fields from the index entry of the id (`chosen`, looked up before the
 *   transaction). The id unchanged but not looked up (the body sent no id) or no longer in the
 *   index: the stored location, as it was derived when chosen. A new unknown id: 400 on location.id.
 * - No id (a Facebook-sourced listing without a chosen address): only zip and city as typed.
 * - A custom address (doc 2 §6): an admin's typed text, the link and coordinates still only from
 *   the index; others keep the stored one (only admins set or edit it).
 * - An address typed by hand (`manualAddress`, no id; docs/architecture.md "Dwellings and moderation"): street,
 *   house, floor and door as typed, the city from the postal code (`postal`), the text built from them; no
 *   coordinates or link. It stays marked, so the moderator sees it is not verified against DAR.
 */
function resolveLocation(
  typed: DwellingContent['location'],
  stored: DwellingContent['location'],
  chosen: AddressSuggestion | null,
  isAdmin: boolean,
  postal: PostalCodeSuggestion | null,
): { location: DwellingContent['location']; issue?: FieldIssue } {
  const found = typed.id && chosen?.id === typed.id ? chosen : null;
  const sameId = typed.id !== null && typed.id === stored.id;
  if (typed.id && !found && !sameId)
    return { location: stored, issue: { path: ['location', 'id'], message: DWELLING_MESSAGES.addressFromList } };
  if (typed.customAddress) {
    if (!isAdmin) return { location: stored };
    const geo = found ? found.geo : sameId ? stored.geo : null;
    return { location: { ...typed, href: found?.href ?? null, geo } };
  }
  if (!typed.id && typed.manualAddress) return { location: typedLocation(typed, postal) };
  if (!typed.id) return { location: { ...emptyDwellingForm().location, zip: typed.zip, city: typed.city } };
  if (found) return { location: locationOf(found, typed) };
  return { location: { ...stored, customAddress: false, manualAddress: false } };
}

/** The stored location of an address typed by hand: the parts as typed (trimmed), the city of the postal code. */
function typedLocation(typed: DwellingContent['location'], postal: PostalCodeSuggestion | null): DwellingContent['location'] {
  const part = (v: string | null) => v?.trim() || null;
  const [street, house, floor, door, zip] = [typed.street, typed.house, typed.floor, typed.door, typed.zip].map(part);
  const city = postal && postal.zip === zip ? postal.city : null;
  const address = street && house && zip && city ? formatAddressText({ street, house, floor, door, zip, city }) : null;
  return { ...emptyDwellingForm().location, address, street, house, floor, door, zip, city, manualAddress: true };
}

/**
 * The address the body asks for (null when none is given or it does not exist), and the town of the postal code
 * of an address typed by hand (null when there is none). Looked up before the transaction: the address provider
 * has its own connection (PGlite has only one).
 */
async function lookUp(deps: Deps, input: SaveInput): Promise<LookedUp> {
  const id = input.location?.id?.trim();
  const zip = input.location?.zip?.trim();
  return {
    chosen: id ? await deps.addresses.get(id) : null,
    postal: input.location?.manualAddress && zip && /^\d{4}$/.test(zip) ? await findPostalTown(deps, zip) : null,
  };
}

/** Step issues for the requested `step`, or every step on `finish`. */
function ruleIssues(content: DwellingContent, input: SaveInput, ctx: DwellingRuleContext): FieldIssue[] {
  if (input.finish) return checkDwelling(content, ctx);
  if (input.step) return checkDwellingStep(input.step, content, ctx);
  return [];
}

function throwIfIssues(issues: FieldIssue[]): void {
  if (!issues.length) return;
  const seen = new Set<string>();
  const unique = issues.filter((i) => {
    const key = `${i.path.join('.')}|${i.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  throw validationError(unique);
}

function ruleContext(
  content: DwellingContent,
  owner: OwnerRow,
  listingType: ListingType,
  actor: UserActor,
  now: Date,
): DwellingRuleContext {
  return {
    fromFacebook: content.fromFacebook,
    userType: owner.type,
    listingType,
    isAdmin: actor.isAdmin,
    now,
  };
}

/**
 * POST /api/dwellings: a new listing owned by the actor, status DRAFT (PENDING_REVIEW with
 * `finish`). Non-admins get the contact prefilled from their profile; VA owners default to
 * Facebook-sourced. Writes dwelling/create. Throws 400 VALIDATION_FAILED (the step's rules), 409
 * DWELLING_ADDRESS_TAKEN (the owner already has a live listing of the home; another landlord's is flagged, home-check.ts).
 */
export async function createDwelling(
  deps: Deps,
  user: UserActor,
  input: DwellingSaveInput,
  /** organizationId: the organization owning it (POST /api/dwellings/organizations/:orgId checks the role). */
  opts: { organizationId?: number | null } = {},
): Promise<DwellingRecord> {
  const now = deps.now();
  const owner = await findOwner(deps.db, user.userId);
  if (!owner) throw new AppError('UNAUTHENTICATED');

  const base = emptyDwellingForm();
  // a VA user gets Facebook-sourced mode by default (doc 2 §2)
  if (owner.type === 'VA') base.fromFacebook = true;
  const { content, issues } = await buildContent(deps.db, user, owner, base, input, true, await lookUp(deps, input));
  if (!user.isAdmin) {
    const c = content.contact;
    if (blank(c.name)) c.name = `${owner.firstname} ${owner.lastname}`.trim() || null;
    if (blank(c.email)) c.email = owner.email || null;
    if (blank(c.phone)) c.phone = owner.phone || null;
  }
  throwIfIssues([...issues, ...ruleIssues(content, input, ruleContext(content, owner, 'STANDARD', user, now))]);

  const created = await deps.db.transaction(async (tx) => {
    const organizationId = opts.organizationId ?? null;
    // one listing per home: 409 for the owner's own, flagged for another landlord's (home-check.ts)
    const home = await checkHome(tx, content.location, { userId: user.userId, organizationId }, null);
    const row = await insertDwelling(tx, {
      userId: user.userId,
      organizationId,
      status: input.finish ? 'PENDING_REVIEW' : 'DRAFT',
      ...contentToColumns(content),
      possibleDuplicateOf: home.other?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await recordActivity(tx, user, {
      action: 'dwelling/create',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: { diff: diffFields(dwellingSnapshot(null), dwellingSnapshot(row)) },
      timestamp: now,
    });
    await recordHomeFlag(tx, user, row.uuid, home, false, now);
    // the one submission mail (with the status link) and its 7-day repeat, queued with the listing (dwellings.jobs.ts)
    if (row.status === 'PENDING_REVIEW') await onListingSubmitted(deps, tx, { row, owner });
    return { row, owner };
  });
  return withDuplicateRef(deps.db, user, created);
}

/**
 * POST /api/dwellings/:uuid: saves the body onto the dwelling. `step` validates that step,
 * `finish` validates all steps and moves DRAFT/REJECTED to PENDING_REVIEW. Writes dwelling/update
 * with the field diff. Throws 404 (not the actor's), 409 DWELLING_LOCKED, 400 VALIDATION_FAILED, 409
 * DWELLING_ADDRESS_TAKEN (a new address of a home the owner already lists, home-check.ts).
 */
export async function updateDwelling(
  deps: Deps,
  actor: UserActor,
  uuid: string,
  input: DwellingSaveInput,
): Promise<DwellingRecord> {
  const lookedUp = await lookUp(deps, input);
  const { record } = await transitionDwelling(deps, { actor, uuid }, 'update', async ({ tx, record, actor: user, now }) => {
    const { row: before, owner } = record;
    const status = before.status;
    const mayChangeAddress = decide(user, 'changeAddress', before, now) === 'allow';
    const stored = rowToContent(before);
    const { content, issues } = await buildContent(tx, user, owner, stored, input, mayChangeAddress, lookedUp);
    throwIfIssues([...issues, ...ruleIssues(content, input, ruleContext(content, owner, before.listingType, user, now))]);
    // `finish` submits a DRAFT or REJECTED listing (the shared transition table); other statuses stay
    const next = input.finish ? (nextStatus('submit', status) ?? status) : status;
    // one listing per home (home-check.ts), on every address change and when a rejected listing becomes live
    // again: 409 for the owner's own, else the flag set or cleared
    const isRevived = status === 'REJECTED' && next !== 'REJECTED';
    const home =
      isHomeChange(stored.location, content.location) || isRevived
        ? await checkHome(tx, content.location, { userId: before.userId, organizationId: before.organizationId }, before.id)
        : null;
    return {
      values: { ...contentToColumns(content), status: next, ...(home ? { possibleDuplicateOf: home.other?.id ?? null } : {}) },
      activity: {
        action: 'dwelling/update',
        data: { ...(input.step ? { step: input.step } : {}), ...(input.finish ? { finish: true } : {}) },
      },
      // the one submission mail and its repeat, queued with the first submission of a draft
      queue: async (tx, saved) => {
        if (home) await recordHomeFlag(tx, user, saved.row.uuid, home, before.possibleDuplicateOf !== null, now);
        if (status === 'DRAFT' && next === 'PENDING_REVIEW') await onListingSubmitted(deps, tx, saved);
      },
      // images taken off the listing are deleted once the save is committed (docs/architecture.md "Images")
      afterCommit: (saved) => releaseImages(deps, before.images, saved.row.images),
    };
  });
  return withDuplicateRef(deps.db, actor, record);
}
