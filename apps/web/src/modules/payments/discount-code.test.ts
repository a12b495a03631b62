// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '@udlejning/shared/payments/discount';
import { EMPTY_DISCOUNT_FORM, generateDiscountCode, toDiscountInput } from './discount-code';

describe('generateDiscountCode', () => {
  it('makes 8 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const code = generateDiscountCode();
      expect(code).toHaveLength(8);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
  });

  it('skips bytes above the last whole alphabet cycle, so no character is favoured', () => {
    // 31 letters: 248 and up are skipped; 0 → 'A', 31 → 'A', 1 → 'B'
    const bytes = [255, 250, 248, 0, 31, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(generateDiscountCode((b) => (b.set(bytes), b))).toBe('AABCDEFG');
  });
});

describe('toDiscountInput', () => {
  it('converts kroner to øre, keeps the percentage as typed and ends on the last millisecond of the end day', () => {
    expect(
      toDiscountInput({
        ...EMPTY_DISCOUNT_FORM,
        code: ' sommer ',
        flat: '99,50',
        user: ' 7 ',
        listingType: 'PREMIUM',
        start: '2026-06-01T00:00:00.000Z',
        end: '2026-06-30T00:00:00.000Z',
      }),
    ).toEqual({
      code: 'sommer',
      flat: 9950,
      percentage: null,
      user: '7',
      start: '2026-06-01T00:00:00.000Z',
      end: '2026-06-30T23:59:59.999Z',
      listingType: 'PREMIUM',
    });
    expect(toDiscountInput({ ...EMPTY_DISCOUNT_FORM, percentage: '0,9' })).toMatchObject({
      flat: null,
      percentage: 0.9,
      code: null,
    });
  });
});
