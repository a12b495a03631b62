// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { discountedPrice } from './discount-match';

describe('discounted price', () => {
  it('prices flat and percentage discounts with the shared rule, never below 0', () => {
    expect(discountedPrice(22500, { flat: 10000, percentage: null })).toBe(12500);
    expect(discountedPrice(22500, { flat: null, percentage: 0.9 })).toBe(20250);
    expect(discountedPrice(22500, { flat: 30000, percentage: null })).toBe(0);
    expect(discountedPrice(22500, null)).toBe(22500);
  });
});
