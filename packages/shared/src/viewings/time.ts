/**
 * Viewing times (docs/architecture.md "Viewings"): the landlord types a day and a start in
 * Europe/Copenhagen (DISPLAY_TIME_ZONE); they are stored as UTC instants. Intl (as statistics/days.ts)
 * rather than a date library: the project carries none, and two offsets a year are all it needs.
 */
import { DISPLAY_TIME_ZONE, type Language } from '../i18n/languages';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Copenhagen wall clock of an instant: 'YYYY-MM-DD' and 'HH:MM'. */
export function copenhagenClock(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(PARTS.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Minutes Copenhagen is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const { date, time } = copenhagenClock(instant);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The UTC instant of Copenhagen local `date` ('YYYY-MM-DD') and `time` ('HH:MM'), or null when that
 * wall time does not exist (the hour skipped when summer time starts, e.g. 2026-03-29 02:30). A time
 * that exists twice (2026-10-25 02:30) is the first one, summer time.
 */
export function copenhagenToUtc(date: string, time: string): Date | null {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return null;
  // both candidate offsets; the earlier instant first, so an ambiguous time takes summer time
  for (const guess of [120, 60]) {
    const instant = new Date(wall - guess * 60_000);
    if (offsetMinutes(instant) === guess) return instant;
  }
  return null;
}

/** Midnight at the start of Copenhagen day `date` and of the next day, as UTC instants: [from, to). */
export function copenhagenDayBounds(date: string): { from: Date; to: Date } {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  // midnight always exists in Copenhagen (the switches are at 02:00 and 03:00)
  return { from: copenhagenToUtc(date, '00:00')!, to: copenhagenToUtc(next.toISOString().slice(0, 10), '00:00')! };
}

const LOCALES = { da: 'da-DK', en: 'en-GB' } as const satisfies Record<Language, string>;
// built once: a formatter costs far more to make than to use (a booking formats its time three times)
const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const DAY_FORMATS = { da: dayFormat(LOCALES.da), en: dayFormat(LOCALES.en) } satisfies Record<Language, Intl.DateTimeFormat>;

/**
 * A viewing's time in words, in Copenhagen time: da "torsdag 3. december kl. 17.00–17.30",
 * en "Thursday 3 December 17:00–17:30".
 */
export function formatViewingTime(startsAt: Date, durationMinutes: number, language: Language = 'da'): string {
  const day = DAY_FORMATS[language].format(startsAt);
  const clock = (d: Date) => {
    const { time } = copenhagenClock(d);
    return language === 'da' ? time.replace(':', '.') : time;
  };
  const end = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const span = `${clock(startsAt)}–${clock(end)}`;
  return language === 'da' ? `${day.replace(' den ', ' ')} kl. ${span}` : `${day.replace(',', '')} ${span}`;
}
