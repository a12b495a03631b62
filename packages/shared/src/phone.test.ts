import { describe, expect, it } from 'vitest';
import { formatPhone, isAcceptedPhone, normalizePhone } from './phone';

describe('normalizePhone (docs/architecture.md "Phone numbers")', () => {
  it.each([
    ['+45 22 33 44 55', '+4522334455'],
    ['22 33 44 55', '+4522334455'],
    ['0045 22334455', '+4522334455'],
    ['22-33-44-55', '+4522334455'],
    ['2233 4455', '+4522334455'],
    ['  +4522334455 ', '+4522334455'],
    ['+46 70 123 45 67', '+46701234567'],
    ['0046 70 123 45 67', '+46701234567'],
    ['+1 (202) 555-0143', '+12025550143'],
    ['(+45) 22.33.44.55', '+4522334455'],
    ['22\u00a033\u00a044\u00a055', '+4522334455'],
  ])('"%s" → %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(isAcceptedPhone(typed)).toBe(true);
  });

  it.each([
    // not a possible number: kept (trimmed) for the rule, which passes digits and plus only
    ['112', '112', true],
    [' 1 ', '1', true],
    ['+45 2233 445', '+45 2233 445', false],
    // letters never belong to a number, not even an extension
    ['12ab34', '12ab34', false],
    ['ring 22334455', 'ring 22334455', false],
    ['22334455 ext. 12', '22334455 ext. 12', false],
    // two numbers are not cut to the first
    ['22334455 / 33445566', '22334455 / 33445566', false],
    ['', '', false],
  ])('"%s" stays "%s" (accepted: %s)', (typed, kept, accepted) => {
    expect(normalizePhone(typed)).toBe(kept);
    expect(isAcceptedPhone(typed)).toBe(accepted);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+4522334455', '+45 22 33 44 55'],
    ['22 33 44 55', '+45 22 33 44 55'],
    ['+46701234567', '+46 70 123 45 67'],
    ['+442079460958', '+44 20 7946 0958'],
    ['112', '112'],
    ['12ab34', '12ab34'],
  ])('%s → %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
