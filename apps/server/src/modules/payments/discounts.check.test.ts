/**
 * Discount hashes cannot be reversed offline, and typed codes are checked by the server (doc 2 §5,
 * §7 `hash`, §9; docs/architecture.md "Payments"): the shown `hash` is HMAC-SHA-256
 * with the server's key over the stored sha-256, never the plain sha-256 of a code; checkDiscount
 * answers for one purchase as the payer (owner, in person or through the status link), 'Ugyldig
 * kode' for every refusal, and refused codes are rate limited (also when sent to updatePaymentInfo).
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { signStatusToken } from '../dwellings/status-token';
import { discountChecksByIp, discountChecksByUser } from './discounts.service';
import { CREATE_DISCOUNT, DISCOUNTS, dataOf, errorCode, startPayment } from './payments.test-support';

const CHECK = `query($code: String!, $product: ListingType!, $dwelling: ID!, $token: String) {
  checkDiscount(code: $code, product: $product, dwelling: $dwelling, token: $token) { id hash code flat percentage listingType status } }`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('discount hashes and checking a typed code', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const dwelling = (who: TestUser = owner) => buildDwelling(t.deps, { owner: who, status: 'PENDING_REVIEW', active: true });
  const resetLimits = async (...users: TestUser[]) => {
    await discountChecksByIp.reset(t.deps.db, '127.0.0.1');
    for (const u of users) await discountChecksByUser.reset(t.deps.db, String(u.id));
  };

  it('the shown hash is an HMAC with the server key: hashing a code with plain sha-256 matches nothing', async () => {
    const created = dataOf(
      await t.api
        .as(admin)
        .graph(CREATE_DISCOUNT, { input: { code: 'HMAC-ME', flat: 5_000, start: '2020-01-01', end: '2099-12-31' } }),
    ).createDiscount as { hash: string };
    expect(created.hash).not.toBe(sha256('HMAC-ME'));
    expect(created.hash).toBe(createHmac('sha256', t.deps.discountHashKey).update(sha256('HMAC-ME')).digest('hex'));

    const shown = (dataOf(await t.api.as(owner).graph(DISCOUNTS, { activeOnly: true })).discounts as { hash: string }[]).map(
      (d) => d.hash,
    );
    expect(shown).toContain(created.hash);
    // the built-in codes (stored only as sha-256) keep working and are shown keyed too
    for (const code of ['SPAR100', 'SPAR10', 'PREMIUM200', 'PREMIUM20', 'HMAC-ME']) expect(shown).not.toContain(sha256(code));
    expect(shown).toContain(createHmac('sha256', t.deps.discountHashKey).update(sha256('SPAR100')).digest('hex'));
    expect(t.deps.discountHashKey.length).toBeGreaterThanOrEqual(32);
  });

  it('checkDiscount: the discount a code gives on this purchase, for the owner and the status link; else Ugyldig kode', async () => {
    await resetLimits(owner);
    const d = await dwelling();
    const res = await t.api.as(owner).graph(CHECK, { code: ' spar100 ', product: 'PLUS', dwelling: d.uuid });
    expect(dataOf(res).checkDiscount).toMatchObject({ code: null, flat: 10_000, status: 'ACTIVE' });
    expect(dataOf(res).checkDiscount.hash).toBe(
      createHmac('sha256', t.deps.discountHashKey).update(sha256('SPAR100')).digest('hex'),
    );
    // a PREMIUM-only code on PLUS, an unknown one, an empty one: one answer
    for (const code of ['PREMIUM200', 'NOPE1234', '  ']) {
      const refused = await t.api.as(owner).graph(CHECK, { code, product: 'PLUS', dwelling: d.uuid });
      expect(refused.json().errors[0]).toMatchObject({ message: 'Ugyldig kode', extensions: { code: 'INVALID_DISCOUNT' } });
    }
    const token = await signStatusToken(t.deps, d.uuid);
    expect(
      dataOf(await t.api.graph(CHECK, { code: 'PREMIUM20', product: 'PREMIUM', dwelling: d.uuid, token })).checkDiscount,
    ).toMatchObject({
      percentage: 0.8,
    });
  });

  it('checkDiscount: logged out 401, another landlord 404, an admin 403', async () => {
    const d = await dwelling();
    const vars = { code: 'SPAR100', product: 'PLUS', dwelling: d.uuid };
    expect(errorCode(await t.api.graph(CHECK, vars))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.api.as(other).graph(CHECK, vars))).toBe('NOT_FOUND');
    expect(errorCode(await t.api.as(admin).graph(CHECK, vars))).toBe('FORBIDDEN');
  });

  it('refused codes are rate limited per owner (20 an hour), also through updatePaymentInfo; valid codes are not counted', async () => {
    await resetLimits(owner, other);
    const d = await dwelling();
    for (let i = 0; i < 25; i++) {
      const res = await t.api.as(owner).graph(CHECK, { code: 'SPAR100', product: 'PLUS', dwelling: d.uuid });
      expect(errorCode(res)).toBeNull();
    }
    for (let i = 0; i < 20; i++) {
      const res = await t.api.as(owner).graph(CHECK, { code: `GUESS${i}`, product: 'PLUS', dwelling: d.uuid });
      expect(errorCode(res)).toBe('INVALID_DISCOUNT');
    }
    const limited = await t.api.as(owner).graph(CHECK, { code: 'SPAR100', product: 'PLUS', dwelling: d.uuid });
    expect(errorCode(limited)).toBe('RATE_LIMITED');
    const paying = await startPayment(t.api.as(owner), {
      dwelling: d.uuid,
      product: 'PLUS',
      amount: 27_500,
      discountCode: 'SPAR100',
    });
    expect(paying.code).toBe('RATE_LIMITED');
    // the owner's status link is the same owner
    const token = await signStatusToken(t.deps, d.uuid);
    expect(errorCode(await t.api.graph(CHECK, { code: 'SPAR100', product: 'PLUS', dwelling: d.uuid, token }))).toBe(
      'RATE_LIMITED',
    );
    // another owner is not held up by it
    const theirs = await dwelling(other);
    expect(errorCode(await t.api.as(other).graph(CHECK, { code: 'SPAR100', product: 'PLUS', dwelling: theirs.uuid }))).toBeNull();
  });

  it('refused codes sent straight to updatePaymentInfo count too', async () => {
    await resetLimits(owner);
    const d = await dwelling();
    for (let i = 0; i < 20; i++) {
      const res = await startPayment(t.api.as(owner), { dwelling: d.uuid, product: 'PLUS', amount: 1, discountCode: `TRY${i}` });
      expect(res.code).toBe('INVALID_DISCOUNT');
    }
    expect(
      (await startPayment(t.api.as(owner), { dwelling: d.uuid, product: 'PLUS', amount: 1, discountCode: 'TRY99' })).code,
    ).toBe('RATE_LIMITED');
    // paying without a code is not held up
    expect((await startPayment(t.api.as(owner), { dwelling: d.uuid, product: 'PLUS', amount: 37_500 })).code).toBeNull();
  });
});
