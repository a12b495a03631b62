/**
 * The viewing mails (docs/architecture.md "Viewings"): booked (seeker and landlord), the reminder the
 * day before, changed, cancelled (a slot, one seat, the listing closed) and a seeker's cancellation
 * to the landlord. Each is queued through the caller's transaction (durable mail queue), in the
 * recipient's language (landlord: users.language; seeker: preferedLanguage; else da), and every mail
 * about a time carries its calendar invitation (.ics). One builder (queueViewingMail) lays them all
 * out; each exported function only declares its kind, texts, recipient and link.
 */
import type { Language } from '@udlejning/shared/i18n/languages';
import { formatViewingTime } from '@udlejning/shared/viewings/time';
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import { mailLanguage } from '../../platform/http/request-language';
import { fill, layoutMail, mailTexts, type MailTexts } from '../../platform/mail/layout';
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

/** Who a viewing mail goes to: a seeker (their preferedLanguage) or the listing's landlord (users.language). */
type Recipient = { seeker: SeekerRow } | { owner: OwnerRow };

const addressOf = (to: Recipient) =>
  'seeker' in to
    ? { email: to.seeker.email, name: to.seeker.name, language: mailLanguage(to.seeker.preferedLanguage) }
    : { email: to.owner.email, name: to.owner.firstname, language: mailLanguage(to.owner.language) };

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

/** The catalogue sections of the viewing mails (packages/shared/src/i18n/<lang>/mails.ts); each has `subject` with {{time}}. */
type ViewingSection = 'viewing-booked' | 'viewing-reminder' | 'viewing-changed' | 'viewing-cancelled';

/** What a mail's texts are filled from: the listing's title and the slot's time in the recipient's language. */
type MailVars = { title: string; time: string };

/** One viewing mail, declared. */
type ViewingMail<S extends ViewingSection> = {
  to: Recipient;
  kind: string;
  section: S;
  /** The paragraphs, from the section's texts in the recipient's language. */
  paragraphs: (texts: MailTexts[S], vars: MailVars, language: Language) => string[];
  /** The button: its label from the texts and its link (stored as meta.link too). */
  action?: { label: (texts: MailTexts[S]) => string; url: string };
  /** The .ics: the event as it is now, the event cancelled (STATUS:CANCELLED), or none. */
  ics: 'event' | 'cancelled' | 'none';
  /** Meta beyond { viewing, dwelling, link }. */
  meta?: Record<string, unknown>;
};

/** Lays out `mail` about `ctx` in its recipient's language and queues it through `ex`; returns the queued mail's id. */
function queueViewingMail<S extends ViewingSection>(deps: Deps, ex: Executor, ctx: SlotMailContext, mail: ViewingMail<S>) {
  const { email, name, language } = addressOf(mail.to);
  const texts = mailTexts(language)[mail.section];
  const time = formatViewingTime(ctx.slot.startsAt, ctx.slot.durationMinutes, language);
  const { action } = mail;
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: email,
      kind: mail.kind,
      language,
      subject: fill(texts.subject, { time }),
      name,
      paragraphs: mail.paragraphs(texts, { title: titleOf(ctx.dwelling), time }, language),
      ...(action ? { action: { label: action.label(texts), url: action.url } } : {}),
      meta: { viewing: ctx.slot.id, dwelling: ctx.dwelling.uuid, ...(action ? { link: action.url } : {}), ...mail.meta },
      ...(mail.ics === 'none' ? {} : { attachments: [attachment(deps, ctx, language, mail.ics === 'cancelled')] }),
    }),
  );
}

/** "Fremvisning booket" to the seeker, with the .ics. */
export const queueSeekerBookedMail = (deps: Deps, ex: Executor, ctx: SlotMailContext, seeker: SeekerRow) =>
  queueViewingMail(deps, ex, ctx, {
    to: { seeker },
    kind: 'viewing-booked',
    section: 'viewing-booked',
    paragraphs: (texts, vars, language) => [fill(texts.seeker, vars), ...detailLines(ctx, language), texts.calendar],
    action: { label: (texts) => texts.seekerAction, url: publicListingLink(deps, ctx.dwelling.uuid) },
    ics: 'event',
  });

/** "X har booket en plads" to the landlord, with the .ics; the link opens the day's viewings. */
export const queueLandlordBookedMail = (deps: Deps, ex: Executor, ctx: SlotMailContext, owner: OwnerRow, seeker: SeekerRow) =>
  queueViewingMail(deps, ex, ctx, {
    to: { owner },
    kind: 'viewing-booked-landlord',
    section: 'viewing-booked',
    paragraphs: (texts, vars) => [
      fill(texts.landlord, { ...vars, seeker: seeker.name, booked: ctx.slot.booked, capacity: ctx.slot.capacity }),
      texts.calendar,
    ],
    action: {
      label: (texts) => texts.landlordAction,
      url: `${base(deps)}/viewings?date=${ctx.slot.startsAt.toISOString().slice(0, 10)}`,
    },
    ics: 'event',
  });

/** The reminder the day before: to a booked seeker, or (`booked` seats) to the landlord. */
export const queueReminderMail = (
  deps: Deps,
  ex: Executor,
  ctx: SlotMailContext,
  to: { seeker: SeekerRow } | { owner: OwnerRow },
) =>
  queueViewingMail(deps, ex, ctx, {
    to,
    kind: 'viewing-reminder',
    section: 'viewing-reminder',
    paragraphs: (texts, vars, language) => [
      fill('seeker' in to ? texts.seeker : texts.landlord, { ...vars, booked: ctx.slot.booked }),
      ...detailLines(ctx, language),
    ],
    ics: 'event',
  });

/** The change notice to a booked seeker (the .ics updates the calendar: same UID, higher SEQUENCE). */
export const queueChangedMail = (deps: Deps, ex: Executor, ctx: SlotMailContext, seeker: SeekerRow) =>
  queueViewingMail(deps, ex, ctx, {
    to: { seeker },
    kind: 'viewing-changed',
    section: 'viewing-changed',
    paragraphs: (texts, vars, language) => [fill(texts.body, vars), ...detailLines(ctx, language)],
    ics: 'event',
  });

/** Why a seeker's seat ends: the slot was cancelled, only their seat, or the listing closed. */
export type CancelReason = 'slot' | 'booking' | 'closed';

/** The cancellation notice to a booked seeker (STATUS:CANCELLED in the .ics). */
export const queueCancelledMail = (deps: Deps, ex: Executor, ctx: SlotMailContext, seeker: SeekerRow, reason: CancelReason) =>
  queueViewingMail(deps, ex, ctx, {
    to: { seeker },
    kind: 'viewing-cancelled',
    section: 'viewing-cancelled',
    paragraphs: (texts, vars) => [fill(texts[reason], vars)],
    ics: 'cancelled',
    meta: { reason },
  });

/** A seeker cancelled their seat: the landlord is told (no .ics). */
export const queueSeekerCancelledMail = (deps: Deps, ex: Executor, ctx: SlotMailContext, owner: OwnerRow, seeker: SeekerRow) =>
  queueViewingMail(deps, ex, ctx, {
    to: { owner },
    kind: 'viewing-seeker-cancelled',
    section: 'viewing-cancelled',
    paragraphs: (texts, vars) => [fill(texts.seekerCancelled, { ...vars, seeker: seeker.name })],
    ics: 'none',
  });
