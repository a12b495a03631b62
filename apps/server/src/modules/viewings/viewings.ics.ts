/**
 * The calendar invitation of a viewing (docs/architecture.md "Viewings"): one VEVENT per slot with the
 * npm library `ics`, UTC times (DTSTART …Z), the address as LOCATION, a stable UID per slot and
 * SEQUENCE raised on every change, so a calendar updates or cancels the event it added before.
 */
import { createEvent } from 'ics';
import type { MailAttachment } from '../../platform/mail/mailer';

export type ViewingEvent = {
  slotId: string;
  startsAt: Date;
  durationMinutes: number;
  /** SUMMARY, e.g. 'Fremvisning: Lys 3-værelses'. */
  title: string;
  /** LOCATION: the listing's address. */
  location: string;
  description: string;
  url: string;
  sequence: number;
  cancelled: boolean;
};

/** The UID of a slot's event (the same in every mail about it). */
export const viewingUid = (slotId: string) => `viewing-${slotId}@udlejning.dk`;

/** The .ics text of the event; throws (a bug, 500) when `ics` refuses the attributes. */
export function viewingIcs(event: ViewingEvent): string {
  const { error, value } = createEvent({
    productId: 'udlejning/viewings',
    uid: viewingUid(event.slotId),
    sequence: event.sequence,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    title: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: event.cancelled ? 'FREE' : 'BUSY',
  });
  if (error || !value) throw new Error(`viewing .ics refused: ${String(error)}`);
  return value;
}

/** The event as a mail attachment (`fremvisning.ics`, text/calendar). */
export function viewingAttachment(event: ViewingEvent): MailAttachment {
  return { filename: 'fremvisning.ics', contentType: 'text/calendar; charset=utf-8', content: viewingIcs(event) };
}
