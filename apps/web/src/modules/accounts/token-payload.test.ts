import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isExpired, readResetLink } from './token-payload';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('token payload', () => {
  it('reads userId, email and exp (also with non-ASCII and base64url characters)', () => {
    const token = jwt({ userId: 3, email: 'søren@æble.dk', exp: 2_000_000_000, x: '??>>' });
    expect(readResetLink(token)).toEqual({ userId: 3, email: 'søren@æble.dk', exp: 2_000_000_000 });
    expect(decodeTokenPayload(token)?.x).toBe('??>>');
  });

  it('null for garbage or missing claims', () => {
    expect(readResetLink(null)).toBeNull();
    expect(readResetLink('garbage')).toBeNull();
    expect(readResetLink('a.%%%.c')).toBeNull();
    expect(readResetLink(jwt({ userId: '3', email: 'a', exp: 1 }))).toBeNull();
  });

  it('is expired when exp is past', () => {
    expect(isExpired(100, 100_000)).toBe(true);
    expect(isExpired(101, 100_000)).toBe(false);
  });
});
