/**
 * The viewing slot form's values, rules and conversions. The form keeps what the fields show (texts, the
 * open-house switch); `toSlotInput` makes the API body (ViewingSlotInput: date YYYY-MM-DD, start HH:MM in
 * Europe/Copenhagen, durationMinutes, capacity 1 unless open house, note). The field names are the API's,
 * so a 400's issues land on their fields (ui/form-errors applyFieldIssues).
 * The rules repeat the contract's limits for the form's own messages; the server's schema
 * (packages/shared/src/viewings) stays the judge.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ViewingSlot, ViewingSlotInput } from './api';
import { copenhagenDateTime } from './format';

/** The lengths the form offers (minutes). */
export const VIEWING_DURATIONS = ['15', '30', '45', '60', '90', '120'] as const;
/** An open house takes 2..50 seekers; a single viewing one. */
export const OPEN_HOUSE_MIN = 2;
export const OPEN_HOUSE_MAX = 50;
export const NOTE_MAX_LENGTH = 200;

export type SlotFormValues = {
  date: string;
  start: string;
  durationMinutes: string;
  openHouse: boolean;
  capacity: string;
  note: string;
};

/** The fields a server issue may name. */
export const SLOT_FIELDS = ['date', 'start', 'durationMinutes', 'capacity', 'note'] as const;

/** A new slot's values: no date yet, 17:00, 30 minutes, a single viewing. */
export const EMPTY_SLOT_FORM: SlotFormValues = {
  date: '',
  start: '17:00',
  durationMinutes: '30',
  openHouse: false,
  capacity: String(OPEN_HOUSE_MIN),
  note: '',
};

/** The form's values for editing `slot` (its Copenhagen date and start). */
export function slotFormValues(slot: ViewingSlot): SlotFormValues {
  const { date, start } = copenhagenDateTime(slot.startsAt);
  const duration = String(slot.durationMinutes);
  return {
    date,
    start,
    // a length the server took that the list does not offer is kept as it is
    durationMinutes: duration,
    openHouse: slot.capacity > 1,
    capacity: String(slot.capacity > 1 ? slot.capacity : OPEN_HOUSE_MIN),
    note: slot.note ?? '',
  };
}

/** The form's rules, with messages in the UI language (`t` of the viewings namespace). */
export function slotFormSchema(t: TFunction<'viewings'>) {
  return z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, t('validation.date')),
      start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t('validation.start')),
      durationMinutes: z.string().regex(/^\d+$/, t('validation.duration')),
      openHouse: z.boolean(),
      capacity: z.string(),
      note: z.string().max(NOTE_MAX_LENGTH, t('validation.note', { max: NOTE_MAX_LENGTH })),
    })
    .superRefine((values, ctx) => {
      if (!values.openHouse) return;
      const text = values.capacity.trim();
      const n = Number(text);
      if (!/^\d+$/.test(text) || n < OPEN_HOUSE_MIN || n > OPEN_HOUSE_MAX)
        ctx.addIssue({ code: 'custom', path: ['capacity'], message: t('validation.capacity') });
    });
}

/**
 * The API body of the form's values: capacity 1 unless open house. A blank note is left out of a new
 * slot; an edit sends it as '' (`isEdit`), since a field left out of POST /api/viewings/:id stays as it was.
 */
export function toSlotInput(values: SlotFormValues, isEdit = false): ViewingSlotInput {
  const note = values.note.trim();
  return {
    date: values.date,
    start: values.start,
    durationMinutes: Number(values.durationMinutes),
    capacity: values.openHouse ? Number(values.capacity.trim()) : 1,
    ...(note || isEdit ? { note } : {}),
  };
}
