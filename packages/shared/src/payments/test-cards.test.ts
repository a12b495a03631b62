import { describe, expect, it } from 'vitest';
import { passesLuhn, testCardOutcome } from './test-cards';

describe('local provider test cards', () => {
  it('knows the documented cards and declines the rest', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('SUCCEEDS');
    expect(testCardOutcome('4000-0000-0000-0002')).toBe('CARD_DECLINED');
    expect(testCardOutcome('4000000000009995')).toBe('INSUFFICIENT_FUNDS');
    expect(testCardOutcome('4111111111111111')).toBe('CARD_DECLINED');
  });
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });
});
