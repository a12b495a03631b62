import { describe, expect, it } from 'vitest';
import { displayLocale, formatDate, formatDateTime, formatKr, formatNumber } from './format';

describe('ui/format (doc 1 §9)', () => {
  it('shows øre as Danish kroner: "12.500 kr.", øre only when there are any', () => {
    expect(formatKr(1_250_000)).toBe('12.500 kr.');
    expect(formatKr(1_250_050)).toBe('12.500,50 kr.');
    expect(formatKr(0)).toBe('0 kr.');
    expect(formatKr(null)).toBe('');
  });

  it.each([
    // winter: UTC+1; summer: UTC+2; the day changes at Copenhagen's midnight, not UTC's
    ['2026-12-01T00:00:00.000Z', 'da', '1. december 2026'],
    ['2026-12-01T00:00:00.000Z', 'en', '1 December 2026'],
    ['2026-06-30T22:30:00.000Z', 'da', '1. juli 2026'],
  ])('formatDate(%s, %s) = %s', (iso, lang, text) => {
    expect(formatDate(iso, lang)).toBe(text);
  });

  it('shows date and time in Europe/Copenhagen for the language', () => {
    expect(formatDateTime('2026-01-03T10:00:00.000Z', 'da')).toMatch(/^03\.01\.2026.*11[.:]00$/);
    expect(formatDateTime(new Date('2026-07-03T10:00:00.000Z'), 'en')).toMatch(/^03\/07\/2026.*12:00$/);
  });

  it('gives an empty text for a missing or invalid date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value, 'da')).toBe('');
      expect(formatDateTime(value, 'da')).toBe('');
    }
  });

  it('groups numbers the language’s way', () => {
    expect(formatNumber(1234.5, 'da')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(10_000, 'da')).toBe('10.000');
    expect(formatNumber(Number.NaN, 'da')).toBe('');
    expect(formatNumber(55.395941, 'da', { maximumFractionDigits: 2 })).toBe('55,4');
  });

  it('maps only English to en-GB; every other language is Danish', () => {
    expect(displayLocale('en')).toBe('en-GB');
    expect(displayLocale('da')).toBe('da-DK');
    expect(displayLocale('xx')).toBe('da-DK');
  });
});
