/**
 * Viewing times in words (doc 1 §9: dates stored UTC, shown in Europe/Copenhagen in the UI language):
 * "torsdag 3. december kl. 17.00–17.30" (da) / "Thursday 3 December, 17:00–17:30" (en). The words come
 * from Intl (da-DK / en-GB, ui/format.ts displayLocale), the order from the catalogue (viewings.format),
 * so no browser's "torsdag den 3." differs from another's.
 */
import i18next from 'i18next';
import { DISPLAY_TIME_ZONE } from '@udlejning/shared/i18n/languages';
import { copenhagenDay } from '@udlejning/shared/statistics/days';
import { displayLocale } from '../../ui/format';

type DayWords = { weekday: string; day: string; month: string; year: string };

/** Weekday, day, month and year of `date` in `timeZone`, in the words of `lang`. */
function dayWords(date: Date, lang: string, timeZone: string): DayWords {
  const parts = new Intl.DateTimeFormat(displayLocale(lang), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month'), year: part('year') };
}

/** A clock time in Copenhagen as the language writes it: "17.00" (da) / "17:00" (en). */
function clock(date: Date, lang: string): string {
  return new Intl.DateTimeFormat(displayLocale(lang), {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** When a slot ends: `startsAt` plus `durationMinutes`. */
export function slotEnd(slot: { startsAt: string; durationMinutes: number }): Date {
  return new Date(Date.parse(slot.startsAt) + slot.durationMinutes * 60_000);
}

/** True while a slot has not ended yet (a viewing under way still counts as coming). */
export function isUpcoming(slot: { startsAt: string; durationMinutes: number }, now: Date = new Date()): boolean {
  return slotEnd(slot).getTime() > now.getTime();
}

/** "torsdag 3. december kl. 17.00–17.30" / "Thursday 3 December, 17:00–17:30". */
export function formatViewingTime(slot: { startsAt: string; durationMinutes: number }, lang: string = i18next.language): string {
  const start = new Date(slot.startsAt);
  if (Number.isNaN(start.getTime())) return '';
  const { weekday, day, month } = dayWords(start, lang, DISPLAY_TIME_ZONE);
  return i18next.getFixedT(lang, 'viewings')('format.slot', {
    weekday,
    day,
    month,
    start: clock(start, lang),
    end: clock(slotEnd(slot), lang),
  });
}

/** Only the clock times: "kl. 17.00–17.30" / "17:00–17:30" (the day list, where the page names the day). */
export function formatViewingClock(slot: { startsAt: string; durationMinutes: number }, lang: string = i18next.language): string {
  const start = new Date(slot.startsAt);
  if (Number.isNaN(start.getTime())) return '';
  return i18next.getFixedT(lang, 'viewings')('format.time', { start: clock(start, lang), end: clock(slotEnd(slot), lang) });
}

/** A calendar day (YYYY-MM-DD) in words: "torsdag 3. december 2026" / "Thursday 3 December 2026". */
export function formatViewingDay(day: string, lang: string = i18next.language): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return '';
  return i18next.getFixedT(lang, 'viewings')('format.day', dayWords(date, lang, 'UTC'));
}

/** The Copenhagen calendar day and clock time of an instant, as the form and the API write them: {date: 'YYYY-MM-DD', start: 'HH:MM'}. */
export function copenhagenDateTime(iso: string): { date: string; start: string } {
  const at = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: copenhagenDay(at), start: `${part('hour')}:${part('minute')}` };
}

/** Today in Copenhagen, YYYY-MM-DD. */
export function copenhagenToday(now: Date = new Date()): string {
  return copenhagenDay(now);
}
