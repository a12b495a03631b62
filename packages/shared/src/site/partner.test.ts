import { describe, expect, it } from 'vitest';
import { contrastRatio, partnerHostsSchema, textColorOn } from './partner';

describe('partner host colours', () => {
  it.each([
    ['#1d4f91', '#ffffff'],
    ['#ffd700', '#000000'],
    ['#777777', '#000000'],
    ['#000000', '#ffffff'],
  ])('text on %s is %s', (bg, fg) => expect(textColorOn(bg)).toBe(fg));

  it('the chosen text colour meets WCAG AA (4.5:1) for every grey', () => {
    for (let v = 0; v < 256; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, textColorOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('parses PARTNER_HOSTS and refuses a bad colour', () => {
    expect(
      partnerHostsSchema.parse({ 'partner.test': { supportEmail: 'hjaelp@partner.dk', appBarColor: '#1d4f91' } }),
    ).toBeTruthy();
    expect(partnerHostsSchema.safeParse({ x: { supportEmail: 'a@b.dk', appBarColor: 'red' } }).success).toBe(false);
  });
});
