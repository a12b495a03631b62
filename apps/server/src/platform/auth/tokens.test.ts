import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenSigner, TOKEN_LIFETIMES_SECONDS } from './tokens';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';

describe('login tokens: a verified token is remembered, its expiry and purpose are not', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies the same token again after it expired: TOKEN_EXPIRED', async () => {
    const tokens = createTokenSigner(SECRET);
    const token = await tokens.sign('login', { sub: '7' }, 60);
    expect((await tokens.verify('login', token)).sub).toBe('7');
    expect((await tokens.verify('login', token)).sub).toBe('7');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(tokens.verify('login', token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('a remembered login token is still refused for another purpose', async () => {
    const tokens = createTokenSigner(SECRET);
    const token = await tokens.sign('login', { sub: '7' });
    await tokens.verify('login', token);
    await expect(tokens.verify('reset-password', token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = createTokenSigner(SECRET);
    const foreign = await createTokenSigner(`${SECRET}-other`).sign('login', { sub: '7' });
    await expect(tokens.verify('login', foreign)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const token = await tokens.sign('login', { sub: '7' });
    await tokens.verify('login', token);
    const [header, , signature] = token.split('.');
    const forged = [
      header,
      Buffer.from(JSON.stringify({ sub: '1', purpose: 'login', exp: 9e9, iat: 1 })).toString('base64url'),
      signature,
    ].join('.');
    await expect(tokens.verify('login', forged)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('token times: a purpose lifetime at most, iat required and not in the future', () => {
  it('refuses to sign a token longer-lived than its purpose allows', async () => {
    const tokens = createTokenSigner(SECRET);
    await expect(tokens.sign('login', { sub: '7' }, 2 * 3600)).rejects.toThrow(/at most 3600/);
    expect(await tokens.sign('seeker-session', { sub: 'x' }, TOKEN_LIFETIMES_SECONDS['seeker-session'])).toBeTruthy();
  });

  it.each([
    ['reset-password', 3 * 3600],
    ['seeker-sign-in', 2 * 3600],
    ['verify-email', 30 * 24 * 3600],
  ] as const)('a %s token signed by our key with a lifetime of %i s is refused', async (purpose, lifetime) => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ purpose, sub: '7' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + lifetime)
      .sign(new TextEncoder().encode(SECRET));
    await expect(createTokenSigner(SECRET).verify(purpose, token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
