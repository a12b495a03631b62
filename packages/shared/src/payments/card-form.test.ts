import { describe, expect, it } from 'vitest';
import { CARD_FORM_MESSAGES, cardFormSchema, formatCardNumber, isExpiryInFuture } from './card-form';

const now = () => new Date(2026, 4, 15); // 15 May 2026, local time
const valid = { card: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Karen Jensen' };
const issues = (input: Record<string, string>) =>
  cardFormSchema(now)
    .safeParse({ ...valid, ...input })
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('cardFormSchema', () => {
  it('accepts a Luhn-valid test card with a future expiry, 3 or 4 digit CVC and a name', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ cvc: '1234', card: '4000000000000002' })).toEqual([]);
  });

  it.each([
    [{ card: '4242 4242 4242 4241' }, 'card', CARD_FORM_MESSAGES.card],
    [{ card: '' }, 'card', CARD_FORM_MESSAGES.card],
    [{ expiry: '13/30' }, 'expiry', CARD_FORM_MESSAGES.expiry],
    [{ expiry: '1230' }, 'expiry', CARD_FORM_MESSAGES.expiry],
    [{ expiry: '04/26' }, 'expiry', CARD_FORM_MESSAGES.expired],
    [{ cvc: '12' }, 'cvc', CARD_FORM_MESSAGES.cvc],
    [{ cvc: '12a' }, 'cvc', CARD_FORM_MESSAGES.cvc],
    [{ name: '  ' }, 'name', CARD_FORM_MESSAGES.name],
  ])('refuses %o on %s', (input, path, message) => {
    expect(issues(input)).toEqual([[path, message]]);
  });

  it('takes the expiry month itself as still valid', () => {
    expect(isExpiryInFuture('05/26', now())).toBe(true);
    expect(isExpiryInFuture('04/26', now())).toBe(false);
    expect(isExpiryInFuture('01/27', now())).toBe(true);
  });
});

describe('formatCardNumber', () => {
  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
  });
});
