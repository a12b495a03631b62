// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { discountedPrice, discountHash, findDiscount } from './discount-match';
import type { Discount } from './types';

const discount = (over: Partial<Discount>): Discount => ({
  id: '1',
  hash: '',
  code: null,
  flat: 10000,
  percentage: null,
  user: null,
  start: '2026-01-01T00:00:00.000Z',
  end: '2026-12-31T23:59:59.000Z',
  listingType: null,
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const at = new Date('2026-06-01T12:00:00Z');

describe('discount matching', () => {
  it('hashes the normalised code with SHA-256 (lower-case hex)', async () => {
    // sha256("ABC")
    expect(await discountHash('  abc ')).toBe('b5d4045c3f466fa91fe2cc6abe79232a1a57cdf104f7a26e716e0a1e2789df78');
  });

  it('finds the active discount whose hash matches, whatever the case and spaces typed', async () => {
    const hash = await discountHash('RABAT100');
    const list = [discount({ id: 'other', hash: 'x' }), discount({ id: 'hit', hash })];
    expect((await findDiscount(' rabat100 ', list, 'PLUS', at))?.id).toBe('hit');
  });

  it('refuses an unknown code, an inactive one, another tier, and one outside its dates', async () => {
    const hash = await discountHash('KODE');
    expect(await findDiscount('ANDEN', [discount({ hash })], 'PLUS', at)).toBeNull();
    expect(await findDiscount('KODE', [discount({ hash, status: 'INACTIVE' })], 'PLUS', at)).toBeNull();
    expect(await findDiscount('KODE', [discount({ hash, listingType: 'PREMIUM' })], 'PLUS', at)).toBeNull();
    expect(await findDiscount('KODE', [discount({ hash, end: '2026-05-01T00:00:00.000Z' })], 'PLUS', at)).toBeNull();
    expect(await findDiscount('', [discount({ hash })], 'PLUS', at)).toBeNull();
  });

  it('prices flat and percentage discounts with the shared rule, never below 0', () => {
    expect(discountedPrice(22500, { flat: 10000, percentage: null })).toBe(12500);
    expect(discountedPrice(22500, { flat: null, percentage: 0.9 })).toBe(20250);
    expect(discountedPrice(22500, { flat: 30000, percentage: null })).toBe(0);
    expect(discountedPrice(22500, null)).toBe(22500);
  });
});
