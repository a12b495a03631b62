import { describe, expect, it } from 'vitest';
import { canContact, contactSchema } from './listing';

describe('canContact (doc 2 §1 contact access)', () => {
  it.each([
    ['STANDARD', 'VISITOR', false],
    ['STANDARD', 'REGISTERED', false],
    ['STANDARD', 'PAYING', true],
    ['PLUS', 'VISITOR', false],
    ['PLUS', 'REGISTERED', true],
    ['PLUS', 'PAYING', true],
    ['PREMIUM', 'VISITOR', true],
    ['PREMIUM', 'REGISTERED', true],
    ['PREMIUM', 'PAYING', true],
  ] as const)('%s lets %s write: %s', (tier, level, allowed) => expect(canContact(tier, level)).toBe(allowed));
});

describe('contactSchema', () => {
  it('names each missing field', () => {
    const res = contactSchema.safeParse({ name: ' ', email: 'nope', text: '' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Missing name'],
      ['email', 'Email is not valid'],
      ['text', 'Write a message'],
    ]);
  });
});
