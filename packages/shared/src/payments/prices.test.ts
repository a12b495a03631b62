import { describe, expect, it } from 'vitest';
import { isDowngrade, isUpgrade, purchasableTiers, upgradePrice, vatIncluded } from './prices';

describe('tier prices (doc 2 §1)', () => {
  it.each([
    ['STANDARD', 'PLUS', 37_500],
    ['STANDARD', 'PREMIUM', 60_000],
    ['PLUS', 'PREMIUM', 22_500],
    ['PLUS', 'PLUS', null],
    ['PREMIUM', 'PLUS', null],
    ['PREMIUM', 'STANDARD', null],
    ['STANDARD', 'STANDARD', null],
  ] as const)('%s → %s costs %s øre', (paid, target, price) => {
    expect(upgradePrice(paid, target)).toBe(price);
  });

  it('no downgrade, and PREMIUM has nothing left to buy', () => {
    expect(isDowngrade('PREMIUM', 'STANDARD')).toBe(true);
    expect(isUpgrade('PLUS', 'STANDARD')).toBe(false);
    expect(purchasableTiers('STANDARD')).toEqual(['PLUS', 'PREMIUM']);
    expect(purchasableTiers('PLUS')).toEqual(['PREMIUM']);
    expect(purchasableTiers('PREMIUM')).toEqual([]);
  });

  it.each([
    [37_500, 7_500],
    [60_000, 12_000],
    [22_500, 4_500],
    [12_500, 2_500],
    [33_751, 6_750],
    [33_753, 6_751],
    [2, 0],
    [3, 1],
    [-37_500, -7_500],
  ])('%s øre incl. VAT contains %s øre moms', (amount, vat) => {
    expect(vatIncluded(amount)).toBe(vat);
  });
});
