import { describe, expect, it } from 'vitest';
import { copenhagenClock, copenhagenDayBounds, copenhagenToUtc, formatViewingTime } from './time';
import { createViewingSchema, updateViewingSchema } from './viewing';

describe('copenhagenToUtc (Europe/Copenhagen wall time → UTC)', () => {
  it.each([
    // winter (CET, +1) and summer (CEST, +2)
    ['2026-12-03', '17:00', '2026-12-03T16:00:00.000Z'],
    ['2026-07-01', '17:00', '2026-07-01T15:00:00.000Z'],
    // 29 March 2026: 02:00 → 03:00; before and after the gap
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '12:00', '2026-03-29T10:00:00.000Z'],
    // 25 October 2026: 03:00 → 02:00; the doubled hour is summer time (the first), after it winter time
    ['2026-10-25', '01:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '12:00', '2026-10-25T11:00:00.000Z'],
    ['2026-12-31', '23:59', '2026-12-31T22:59:00.000Z'],
  ])('%s %s → %s', (date, time, utc) => {
    expect(copenhagenToUtc(date, time)?.toISOString()).toBe(utc);
  });

  it('answers null for the hour summer time skips (29 March 2026 02:00-02:59)', () => {
    expect(copenhagenToUtc('2026-03-29', '02:00')).toBeNull();
    expect(copenhagenToUtc('2026-03-29', '02:30')).toBeNull();
  });

  it('round-trips through copenhagenClock', () => {
    for (const [date, time] of [
      ['2026-03-29', '03:15'],
      ['2026-10-25', '02:15'],
      ['2026-06-15', '09:05'],
    ]) {
      expect(copenhagenClock(copenhagenToUtc(date, time)!)).toEqual({ date, time });
    }
  });
});

describe('copenhagenDayBounds', () => {
  it('a normal day is 24 hours, the DST days 23 and 25', () => {
    const hours = (d: string) => {
      const { from, to } = copenhagenDayBounds(d);
      return (to.getTime() - from.getTime()) / 3_600_000;
    };
    expect(hours('2026-12-03')).toBe(24);
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(copenhagenDayBounds('2026-12-03').from.toISOString()).toBe('2026-12-02T23:00:00.000Z');
  });
});

describe('formatViewingTime', () => {
  it('Danish by default: weekday, day, month and the span with dots', () => {
    expect(formatViewingTime(new Date('2026-12-03T16:00:00Z'), 30)).toBe('torsdag 3. december kl. 17.00–17.30');
  });
  it('English on request, in Copenhagen time across a DST switch', () => {
    expect(formatViewingTime(new Date('2026-10-25T00:30:00Z'), 60, 'en')).toBe('Sunday 25 October 02:30–02:30');
  });
});

describe('viewing schemas', () => {
  it('accepts a viewing and trims the note; a blank note is none', () => {
    expect(
      createViewingSchema.parse({
        date: '2026-12-03',
        start: '17:00',
        durationMinutes: 30,
        capacity: 1,
        note: '  Ring på hos Jensen ',
      }),
    ).toMatchObject({ note: 'Ring på hos Jensen' });
    expect(
      createViewingSchema.parse({ date: '2026-12-03', start: '17:00', durationMinutes: 30, capacity: 1, note: ' ' }).note,
    ).toBeNull();
  });

  it.each([
    [{ date: '2026-02-30' }, 'date'],
    [{ start: '24:00' }, 'start'],
    [{ durationMinutes: 10 }, 'durationMinutes'],
    [{ durationMinutes: 241 }, 'durationMinutes'],
    [{ capacity: 0 }, 'capacity'],
    [{ capacity: 51 }, 'capacity'],
    [{ note: 'x'.repeat(201) }, 'note'],
  ])('refuses %o on %s', (over, field) => {
    const result = createViewingSchema.safeParse({
      date: '2026-12-03',
      start: '17:00',
      durationMinutes: 30,
      capacity: 2,
      ...over,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
  });

  it('a change takes any subset; null keeps a field', () => {
    expect(updateViewingSchema.parse({})).toEqual({});
    expect(updateViewingSchema.parse({ capacity: 3, date: null })).toEqual({ capacity: 3, date: null });
  });
});
