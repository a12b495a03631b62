// @vitest-environment happy-dom
/** Viewing times in words, Europe/Copenhagen (doc 1 §9), in both languages, and back to the form's date and start. */
import { describe, expect, it } from 'vitest';
import { copenhagenDateTime, formatViewingClock, formatViewingDay, formatViewingTime, isUpcoming } from './format';

describe('viewing times in words', () => {
  const winter = { startsAt: '2030-12-05T16:00:00.000Z', durationMinutes: 30 };
  const summer = { startsAt: '2030-06-13T07:30:00.000Z', durationMinutes: 90 };

  it('reads "torsdag 5. december kl. 17.00–17.30" in Danish and "Thursday 5 December, 17:00–17:30" in English', () => {
    expect(formatViewingTime(winter, 'da')).toBe('torsdag 5. december kl. 17.00–17.30');
    expect(formatViewingTime(winter, 'en')).toBe('Thursday 5 December, 17:00–17:30');
  });

  it('counts summer time (UTC+2) and a length over an hour', () => {
    expect(formatViewingTime(summer, 'da')).toBe('torsdag 13. juni kl. 09.30–11.00');
    expect(formatViewingClock(summer, 'da')).toBe('kl. 09.30–11.00');
    expect(formatViewingClock(summer, 'en')).toBe('09:30–11:00');
  });

  it('names a day of the day list', () => {
    expect(formatViewingDay('2030-12-05', 'da')).toBe('torsdag 5. december 2030');
    expect(formatViewingDay('2030-12-05', 'en')).toBe('Thursday 5 December 2030');
    expect(formatViewingDay('5/12', 'da')).toBe('');
  });

  it('gives the form the Copenhagen date and start of an instant', () => {
    expect(copenhagenDateTime(winter.startsAt)).toEqual({ date: '2030-12-05', start: '17:00' });
    // 23:30 UTC on 31 May is 01:30 on 1 June in Copenhagen
    expect(copenhagenDateTime('2030-05-31T23:30:00.000Z')).toEqual({ date: '2030-06-01', start: '01:30' });
  });

  it('counts a viewing under way as coming, an ended one not', () => {
    const now = new Date('2030-12-05T16:20:00.000Z');
    expect(isUpcoming(winter, now)).toBe(true);
    expect(isUpcoming(winter, new Date('2030-12-05T16:30:00.000Z'))).toBe(false);
  });
});
