/**
 * The viewing mails (docs/architecture.md "Viewings"): booked (seeker and landlord), the reminder the
 * day before, changed, cancelled (a slot, one seat, the listing closed) and a seeker's cancellation
 * to the landlord. Each is queued through the caller's transaction (durable mail queue), in the
 * recipient's language (landlord: users.language; seeker: preferedLanguage; else da), and every mail
 * about a time carries its calendar invitation (.ics).
 */
import type { Language } from '@udlejning/shared/i18n/languages';
import { formatViewingTime } from '@udlejning/shared/viewings/time';
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import { mailLanguage } from '../../platform/http/request-language';
import { fill, layoutMail, mailTexts } from '../../platform/mail/layout';
import { queueMail } from '../../platform/mail/mail-queue';
import type { OwnerRow } from '../dwellings/dwellings.repository';
import { publicListingLink } from '../messages/messages.mails';
import { viewingAttachment } from './viewings.ics';
import type { SeekerRow, SlotDwelling, SlotRow } from './viewings.repository';

const base = (deps: Pick<Deps, 'publicUrl'>) => deps.publicUrl.replace(/\/+$/, '');

/** The listing's title in mails: its headline, else its address. */
export const titleOf = (d: SlotDwelling) => d.headline ?? d.address ?? '';

/** The address a seeker goes to: the stored address, with zip and city when it lacks them. */
export function locationOf(d: SlotDwelling): string {
  const address = d.address ?? '';
  const town = [d.zip, d.city].filter(Boolean).join(' ');
  return !town || (d.zip && address.includes(d.zip)) ? address : address ? `${address}, ${town}` : town;
}

/** What a mail is about: the slot (as it is now) and its listing. */
export type SlotMailContext = { slot: SlotRow; dwelling: SlotDwelling };

const seekerLanguage = (s: Pick<SeekerRow, 'preferedLanguage'>) => mailLanguage(s.preferedLanguage);
const ownerLanguage = (o: Pick<OwnerRow, 'language'>) => mailLanguage(o.language);

function attachment(deps: Deps, { slot, dwelling }: SlotMailContext, language: Language, cancelled: boolean) {
  const title = titleOf(dwelling);
  return viewingAttachment({
    slotId: slot.id,
    startsAt: slot.startsAt,
    durationMinutes: slot.durationMinutes,
    title: language === 'da' ? `Fremvisning: ${title}` : `Viewing: ${title}`,
    location: locationOf(dwelling),
    description: slot.note ?? '',
    url: publicListingLink(deps, dwelling.uuid),
    sequence: slot.sequence,
    cancelled,
  });
}

/** The lines under the first paragraph: the address and the note. */
function detailLines(ctx: SlotMailContext, language: Language): string[] {
  const texts = mailTexts(language)['viewing-booked'];
  const lines = [fill(texts.address, { address: locationOf(ctx.dwelling) })];
  if (ctx.slot.note) lines.push(fill(texts.note, { note: ctx.slot.note }));
  return lines;
}

const timeOf = (slot: SlotRow, language: Language) => formatViewingTime(slot.startsAt, slot.durationMinutes, language);
const meta = (ctx: SlotMailContext, extra: Record<string, unknown> = {}) => ({
  viewing: ctx.slot.id,
  dwelling: ctx.dwelling.uuid,
  ...extra,
});

/** "Fremvisning booket" to the seeker, with the .ics. */
export async function queueSeekerBookedMail(deps: Deps, ex: Executor, ctx: SlotMailContext, seeker: SeekerRow) {
  const language = seekerLanguage(seeker);
  const texts = mailTexts(language)['viewing-booked'];
  const time = timeOf(ctx.slot, language);
  const link = publicListingLink(deps, ctx.dwelling.uuid);
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: seeker.email,
      kind: 'viewing-booked',
      language,
      subject: fill(texts.subject, { time }),
      name: seeker.name,
      paragraphs: [fill(texts.seeker, { title: titleOf(ctx.dwelling), time }), ...detailLines(ctx, language), texts.calendar],
      action: { label: texts.seekerAction, url: link },
      meta: meta(ctx, { link }),
      attachments: [attachment(deps, ctx, language, false)],
    }),
  );
}

/** "X har booket en plads" to the landlord, with the .ics. */
export async function queueLandlordBookedMail(
  deps: Deps,
  ex: Executor,
  ctx: SlotMailContext,
  owner: OwnerRow,
  seeker: SeekerRow,
) {
  const language = ownerLanguage(owner);
  const texts = mailTexts(language)['viewing-booked'];
  const time = timeOf(ctx.slot, language);
  const link = `${base(deps)}/viewings?date=${ctx.slot.startsAt.toISOString().slice(0, 10)}`;
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: owner.email,
      kind: 'viewing-booked-landlord',
      language,
      subject: fill(texts.subject, { time }),
      name: owner.firstname,
      paragraphs: [
        fill(texts.landlord, {
          seeker: seeker.name,
          title: titleOf(ctx.dwelling),
          time,
          booked: ctx.slot.booked,
          capacity: ctx.slot.capacity,
        }),
        texts.calendar,
      ],
      action: { label: texts.landlordAction, url: link },
      meta: meta(ctx, { link }),
      attachments: [attachment(deps, ctx, language, false)],
    }),
  );
}

/** The reminder the day before: to a booked seeker, or (`booked` seats) to the landlord. */
export async function queueReminderMail(
  deps: Deps,
  ex: Executor,
  ctx: SlotMailContext,
  to: { seeker: SeekerRow } | { owner: OwnerRow },
) {
  const language = 'seeker' in to ? seekerLanguage(to.seeker) : ownerLanguage(to.owner);
  const texts = mailTexts(language)['viewing-reminder'];
  const time = timeOf(ctx.slot, language);
  const vars = { title: titleOf(ctx.dwelling), time, booked: ctx.slot.booked };
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: 'seeker' in to ? to.seeker.email : to.owner.email,
      kind: 'viewing-reminder',
      language,
      subject: fill(texts.subject, { time }),
      name: 'seeker' in to ? to.seeker.name : to.owner.firstname,
      paragraphs: ['seeker' in to ? fill(texts.seeker, vars) : fill(texts.landlord, vars), ...detailLines(ctx, language)],
      meta: meta(ctx),
      attachments: [attachment(deps, ctx, language, false)],
    }),
  );
}

/** The change notice to a booked seeker (the .ics updates the calendar: same UID, higher SEQUENCE). */
export async function queueChangedMail(deps: Deps, ex: Executor, ctx: SlotMailContext, seeker: SeekerRow) {
  const language = seekerLanguage(seeker);
  const texts = mailTexts(language)['viewing-changed'];
  const time = timeOf(ctx.slot, language);
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: seeker.email,
      kind: 'viewing-changed',
      language,
      subject: fill(texts.subject, { time }),
      name: seeker.name,
      paragraphs: [fill(texts.body, { title: titleOf(ctx.dwelling), time }), ...detailLines(ctx, language)],
      meta: meta(ctx),
      attachments: [attachment(deps, ctx, language, false)],
    }),
  );
}

/** Why a seeker's seat ends: the slot was cancelled, only their seat, or the listing closed. */
export type CancelReason = 'slot' | 'booking' | 'closed';

/** The cancellation notice to a booked seeker (STATUS:CANCELLED in the .ics). */
export async function queueCancelledMail(
  deps: Deps,
  ex: Executor,
  ctx: SlotMailContext,
  seeker: SeekerRow,
  reason: CancelReason,
) {
  const language = seekerLanguage(seeker);
  const texts = mailTexts(language)['viewing-cancelled'];
  const time = timeOf(ctx.slot, language);
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: seeker.email,
      kind: 'viewing-cancelled',
      language,
      subject: fill(texts.subject, { time }),
      name: seeker.name,
      paragraphs: [fill(texts[reason], { title: titleOf(ctx.dwelling), time })],
      meta: meta(ctx, { reason }),
      attachments: [attachment(deps, ctx, language, true)],
    }),
  );
}

/** A seeker cancelled their seat: the landlord is told. */
export async function queueSeekerCancelledMail(
  deps: Deps,
  ex: Executor,
  ctx: SlotMailContext,
  owner: OwnerRow,
  seeker: SeekerRow,
) {
  const language = ownerLanguage(owner);
  const texts = mailTexts(language)['viewing-cancelled'];
  const time = timeOf(ctx.slot, language);
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: owner.email,
      kind: 'viewing-seeker-cancelled',
      language,
      subject: fill(texts.subject, { time }),
      name: owner.firstname,
      paragraphs: [fill(texts.seekerCancelled, { seeker: seeker.name, title: titleOf(ctx.dwelling), time })],
      meta: meta(ctx),
    }),
  );
}
