import { describe, expect, it } from 'vitest';
import { isAcceptedIsoDate, isStorableText, isStorableValue, storableText, TEXT_LIMITS } from './text';
import { signupSchema } from './accounts/signup.schema';
import { dwellingFormSchema } from './dwellings/form-schema';
import { clientErrorSchema } from './errors/client-error.schema';

describe('isStorableText', () => {
  it.each([
    ['plain', 'Ridehusgade 49', true],
    ['emoji (a surrogate pair)', 'bolig 🏠', true],
    ['NUL', 'a\u0000b', false],
    ['lone high surrogate', '\ud800', false],
    ['lone low surrogate', 'x\udc00', false],
    ['swapped pair', '\udc00\ud800', false],
  ])('%s → %s', (_name, text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });

  it('checks keys and nested values of JSON', () => {
    expect(isStorableValue({ a: ['ok', { b: 'fine' }] })).toBe(true);
    expect(isStorableValue({ a: ['ok', { b: '\ud800' }] })).toBe(false);
    expect(isStorableValue({ 'k\u0000': 1 })).toBe(false);
  });
});

describe('isAcceptedIsoDate', () => {
  it.each([
    ['2026-05-01', true],
    ['2026-05-01T00:00:00.000Z', true],
    ['2026-05-01T12:30:00+02:00', true],
    ['1900-01-01', true],
    ['9999-12-31T23:59:59Z', true],
    ['-100000-01-01', false],
    ['+275760-09-13', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['soon', false],
    ['1 March 2026', false],
  ])('%s → %s', (text, expected) => {
    expect(isAcceptedIsoDate(text)).toBe(expected);
  });
});

describe('the shared schemas refuse what PostgreSQL cannot store and what is too long', () => {
  const signup = {
    type: 'PERSONAL',
    firstname: 'Ane',
    lastname: 'Hansen',
    phone: '12345678',
    email: 'ane@example.dk',
    password: 'secret123',
  };

  it('accepts a normal signup', () => {
    expect(signupSchema.safeParse(signup).success).toBe(true);
  });

  it.each([
    ['firstname', 'x'.repeat(TEXT_LIMITS.name + 1)],
    ['firstname', 'A\ud800'],
    ['email', `${'a'.repeat(250)}@example.dk`],
    ['password', 'p'.repeat(TEXT_LIMITS.password + 1)],
    ['phone', '1'.repeat(TEXT_LIMITS.phone + 1)],
    ['company', 'c'.repeat(TEXT_LIMITS.company + 1)],
  ])('signup refuses %s', (field, value) => {
    const r = signupSchema.safeParse({ ...signup, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toContain(field);
  });

  it.each([
    [{ contact: { name: '\ud800' } }, ['contact', 'name']],
    [{ description: 'd'.repeat(TEXT_LIMITS.long + 1) }, ['description']],
    [{ available: '-100000-01-01' }, ['available']],
    [{ timeframe: { type: 'DATE', date: '2026-02-30' } }, ['timeframe', 'date']],
    [{ terms: [{ key: 'PETS', value: true, comment: 'a\u0000' }] }, ['terms', 0, 'comment']],
  ])('the dwelling form refuses %j', (body, path) => {
    const r = dwellingFormSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(path);
  });

  it('a client error report with NUL or a lone surrogate is refused', () => {
    expect(clientErrorSchema.safeParse({ message: 'a\u0000b' }).success).toBe(false);
    expect(clientErrorSchema.safeParse({ message: 'boom', stack: '\ud800' }).success).toBe(false);
    expect(clientErrorSchema.safeParse({ message: 'boom', info: { componentStack: '\udfff' } }).success).toBe(false);
    expect(clientErrorSchema.safeParse({ message: 'boom', info: { componentStack: 'at App' } }).success).toBe(true);
  });

  it('storableText keeps emptiness and length apart', () => {
    expect(storableText(3).safeParse('').success).toBe(true);
    expect(storableText(3).safeParse('abcd').error?.issues[0]?.message).toBe('Teksten er for lang');
  });
});
