import { describe, expect, it } from 'vitest';
import { emptyDwellingForm } from '@udlejning/shared/dwellings/dwelling-form';
import { mergeContent, normalizeContent, toUtcMidnight } from './dwellings.content';

describe('normalizeContent', () => {
  it('turns an empty body into the default listing', () => {
    expect(normalizeContent({})).toEqual(emptyDwellingForm());
  });

  it('normalises dates to UTC midnight, links to http:// and consents to CONSENT_KEYS order', () => {
    const c = normalizeContent({
      available: '2026-12-01T15:30:00Z',
      contact: { link: 'example.dk', name: '  Lis  ' },
      consents: [{ key: 'COPYRIGHT', value: true }],
    });
    expect(c.available).toBe('2026-12-01T00:00:00.000Z');
    expect(c.contact.link).toBe('http://example.dk');
    expect(c.contact.name).toBe('Lis');
    expect(c.consents).toEqual([
      { key: 'TERMS_OF_AGREEMENT', value: false },
      { key: 'TERMS_OF_SERVICE', value: false },
      { key: 'COPYRIGHT', value: true },
    ]);
  });

  it('toUtcMidnight keeps the UTC calendar day and drops invalid input', () => {
    expect(toUtcMidnight('2026-03-05')).toBe('2026-03-05T00:00:00.000Z');
    expect(toUtcMidnight('nope')).toBeNull();
    expect(toUtcMidnight(null)).toBeNull();
  });
});

describe('mergeContent', () => {
  const stored = normalizeContent({ headline: 'Old', economy: { rent: 100_000, deposit: 300_000 }, images: ['a.webp'] });

  it('keeps absent keys, resets null keys and merges sections field by field', () => {
    const merged = mergeContent(stored, { economy: { rent: 200_000 }, images: null });
    expect(merged.headline).toBe('Old');
    expect(merged.economy.rent).toBe(200_000);
    expect(merged.economy.deposit).toBe(300_000);
    expect(merged.images).toEqual([]);
  });

  it('a null field inside a section clears that field', () => {
    expect(mergeContent(stored, { economy: { deposit: null } }).economy.deposit).toBeNull();
  });
});
