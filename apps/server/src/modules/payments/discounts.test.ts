/**
 * Discount codes through the API on a real database (doc 2 §2, §5, §9; payments contract): the
 * built-in codes, every creation rule with its exact message, listing by role, and what a code does
 * to the price (flat, percentage rounding, never below 0, dates, listing type, user restriction).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { signStatusToken } from '../dwellings/status-token';
import { hashDiscountCode, shownDiscountHash } from './discounts.service';
import { discounts } from './payments.schema';
import { CREATE_DISCOUNT, DISCOUNTS, SET_DISCOUNT_STATUS, dataOf, errorCode, startPayment } from './payments.test-support';

type Issue = { path: string[]; message: string };

describe('discount codes', () => {
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

  const dwelling = () => buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
  /** What updatePaymentInfo answers for `amount` with `code`: 'ok' or the error code. */
  const pay = async (code: string, product: 'PLUS' | 'PREMIUM', amount: number, who: TestUser = owner) => {
    const d = await buildDwelling(t.deps, { owner: who, status: 'PENDING_REVIEW', active: true });
    const res = await startPayment(t.api.as(who), { dwelling: d.uuid, product, amount, discountCode: code });
    return res.paymentId ? 'ok' : res.code;
  };
  const create = (input: Record<string, unknown>, who: TestUser = admin) => t.api.as(who).graph(CREATE_DISCOUNT, { input });
  const issuesOf = (res: Awaited<ReturnType<typeof create>>) =>
    res
      .json<{ errors: { extensions: { issues?: Issue[] } }[] }>()
      .errors?.[0]?.extensions?.issues?.map((i) => [i.path.join('.'), i.message]);
  const valid = { code: 'X', flat: 5_000, start: '2020-01-01', end: '2099-12-31' };

  it('the built-in codes are stored only as hashes and price as doc 2 §9 says', async () => {
    const rows = await t.deps.db.select().from(discounts);
    for (const code of ['SPAR100', 'SPAR10', 'PREMIUM200', 'PREMIUM20']) {
      const row = rows.find((r) => r.hash === hashDiscountCode(code));
      expect(row, code).toBeDefined();
      expect(row!.code).toBeNull();
    }
    expect(await pay('SPAR100', 'PLUS', 27_500)).toBe('ok'); // 100 kr. off PLUS
    expect(await pay('spar100 ', 'PREMIUM', 50_000)).toBe('ok'); // and PREMIUM; typed in lower case
    expect(await pay('SPAR10', 'PLUS', 33_750)).toBe('ok'); // 10 %
    expect(await pay('PREMIUM200', 'PREMIUM', 40_000)).toBe('ok');
    expect(await pay('PREMIUM200', 'PLUS', 17_500)).toBe('INVALID_DISCOUNT'); // PREMIUM only
    expect(await pay('PREMIUM20', 'PREMIUM', 48_000)).toBe('ok');
    expect(await pay('PREMIUM20', 'PLUS', 30_000)).toBe('INVALID_DISCOUNT');
    expect(await pay('NOPE', 'PLUS', 37_500)).toBe('INVALID_DISCOUNT');
  });

  it('createDiscount: every rule of doc 2 §5 with its exact message', async () => {
    expect(issuesOf(await create({ ...valid, code: '  ' }))).toEqual([['code', 'Missing discount code']]);
    expect(issuesOf(await create({ ...valid, code: null }))).toEqual([['code', 'Missing discount code']]);
    expect(issuesOf(await create({ ...valid, flat: null }))).toEqual([['flat', 'Missing flat discount or percentage discount']]);
    expect(issuesOf(await create({ ...valid, percentage: 10 }))).toEqual([
      ['flat', 'Discount can only be flat discount or percentage discount'],
    ]);
    expect(issuesOf(await create({ ...valid, start: null }))).toEqual([['start', 'Missing start date and/or end date']]);
    expect(issuesOf(await create({ ...valid, end: null }))).toEqual([['end', 'Missing start date and/or end date']]);
    expect(issuesOf(await create({ ...valid, user: 'abc' }))).toEqual([['user', 'Ugyldig værdi']]);
    const res = await create({ code: '', start: null });
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
    expect(issuesOf(res)).toEqual([
      ['code', 'Missing discount code'],
      ['flat', 'Missing flat discount or percentage discount'],
      ['start', 'Missing start date and/or end date'],
    ]);
  });

  it('createDiscount stores a percentage of 1 or more as 1 − value/100, below 1 as given; the code upper-cased; duplicates 409', async () => {
    const ten = dataOf(await create({ ...valid, flat: null, percentage: 10, code: 'ten-pct' })).createDiscount;
    expect(ten).toMatchObject({
      code: 'TEN-PCT',
      hash: shownDiscountHash(t.deps, hashDiscountCode('TEN-PCT')),
      flat: null,
      percentage: 0.9,
      status: 'ACTIVE',
    });
    const mult = dataOf(await create({ ...valid, flat: null, percentage: 0.85, code: 'MULT85' })).createDiscount;
    expect(mult.percentage).toBe(0.85);
    // stored with 4 decimals: a multiplier that rounds to 1 takes nothing off
    expect(issuesOf(await create({ ...valid, flat: null, percentage: 0.99999, code: 'NEAR-ONE' }))).toEqual([
      ['percentage', 'Missing flat discount or percentage discount'],
    ]);
    expect(errorCode(await create({ ...valid, code: ' Ten-Pct ' }))).toBe('DISCOUNT_EXISTS');
    expect(errorCode(await create({ ...valid, code: 'SPAR10' }))).toBe('DISCOUNT_EXISTS'); // a built-in code
  });

  it('percentages round half up to whole øre; a flat discount never takes the price below 0', async () => {
    await create({ ...valid, flat: null, percentage: 12.5, code: 'HALF-UP' });
    // 37 500 × 0.875 = 32 812.5 → 32 813
    expect(await pay('HALF-UP', 'PLUS', 32_812)).toBe('AMOUNT_MISMATCH');
    expect(await pay('HALF-UP', 'PLUS', 32_813)).toBe('ok');
    await create({ ...valid, flat: 50_000, code: 'BIG-FLAT' });
    expect(await pay('BIG-FLAT', 'PLUS', 0)).toBe('ok');
    await create({ ...valid, flat: null, percentage: 100, code: 'ALL-OFF' });
    expect(await pay('ALL-OFF', 'PREMIUM', 0)).toBe('ok');
  });

  it('dates: a code works from its start to the end of its last day (Europe/Copenhagen), not outside', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await create({ ...valid, code: 'LATER', start: day(2), end: day(30) });
    await create({ ...valid, code: 'OVER', start: day(-30), end: day(-2) });
    await create({ ...valid, code: 'NOW', start: day(-1), end: day(1) });
    expect(await pay('LATER', 'PLUS', 32_500)).toBe('INVALID_DISCOUNT');
    expect(await pay('OVER', 'PLUS', 32_500)).toBe('INVALID_DISCOUNT');
    expect(await pay('NOW', 'PLUS', 32_500)).toBe('ok');
    const winter = dataOf(await create({ ...valid, code: 'WINTER', start: '2030-01-10', end: '2030-01-31' })).createDiscount;
    // midnight in Copenhagen (UTC+1 in winter) to the last millisecond of 31 January there
    expect([winter.start, winter.end]).toEqual(['2030-01-09T23:00:00.000Z', '2030-01-31T22:59:59.999Z']);
  });

  it('listing type and user restrictions', async () => {
    await create({ ...valid, code: 'ONLY-PLUS', listingType: 'PLUS' });
    expect(await pay('ONLY-PLUS', 'PLUS', 32_500)).toBe('ok');
    expect(await pay('ONLY-PLUS', 'PREMIUM', 55_000)).toBe('INVALID_DISCOUNT');
    await create({ ...valid, code: 'FOR-OWNER', user: String(owner.id) });
    expect(await pay('FOR-OWNER', 'PLUS', 32_500, owner)).toBe('ok');
    expect(await pay('FOR-OWNER', 'PLUS', 32_500, other)).toBe('INVALID_DISCOUNT');
  });

  it('setDiscountStatus INACTIVE stops a code; ACTIVE brings it back', async () => {
    const d = dataOf(await create({ ...valid, code: 'TOGGLE' })).createDiscount;
    expect(
      dataOf(await t.api.as(admin).graph(SET_DISCOUNT_STATUS, { id: d.id, status: 'INACTIVE' })).setDiscountStatus.status,
    ).toBe('INACTIVE');
    expect(await pay('TOGGLE', 'PLUS', 32_500)).toBe('INVALID_DISCOUNT');
    await t.api.as(admin).graph(SET_DISCOUNT_STATUS, { id: d.id, status: 'ACTIVE' });
    expect(await pay('TOGGLE', 'PLUS', 32_500)).toBe('ok');
    expect(errorCode(await t.api.as(admin).graph(SET_DISCOUNT_STATUS, { id: d.id, status: 'PAUSED' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.api.as(admin).graph(SET_DISCOUNT_STATUS, { id: '999999', status: 'ACTIVE' }))).toBe('NOT_FOUND');
  });

  it('discounts: admins read codes; landlords and status-link holders only the usable ones, by hash; logged out 401', async () => {
    const secret = dataOf(await create({ ...valid, code: 'OTHERS-ONLY', user: String(other.id) })).createDiscount;
    const off = dataOf(await create({ ...valid, code: 'SWITCHED-OFF' })).createDiscount;
    await t.api.as(admin).graph(SET_DISCOUNT_STATUS, { id: off.id, status: 'INACTIVE' });
    const expired = dataOf(await create({ ...valid, code: 'EXPIRED', end: '2021-01-01' })).createDiscount;

    const all = dataOf(await t.api.as(admin).graph(DISCOUNTS, {})).discounts as { id: string; code: string | null }[];
    expect(all.find((d) => d.id === secret.id)?.code).toBe('OTHERS-ONLY');
    expect(all.map((d) => d.id)).toContain(off.id);
    const active = dataOf(await t.api.as(admin).graph(DISCOUNTS, { activeOnly: true })).discounts as { id: string }[];
    expect(active.map((d) => d.id)).not.toContain(off.id);

    const mine = dataOf(await t.api.as(owner).graph(DISCOUNTS, {})).discounts as {
      id: string;
      code: string | null;
      hash: string;
    }[];
    expect(mine.every((d) => d.code === null)).toBe(true);
    expect(mine.map((d) => d.id)).not.toContain(secret.id);
    expect(mine.map((d) => d.id)).not.toContain(off.id);
    expect(mine.map((d) => d.id)).not.toContain(expired.id);
    expect(mine.map((d) => d.hash)).toContain(shownDiscountHash(t.deps, hashDiscountCode('SPAR100')));
    const theirs = dataOf(await t.api.as(other).graph(DISCOUNTS, {})).discounts as {
      id: string;
      user: { email: string } | null;
    }[];
    expect(theirs.find((d) => d.id === secret.id)?.user?.email).toBe(other.email);

    const token = await signStatusToken(t.deps, (await dwelling()).uuid);
    const viaToken = dataOf(await t.api.graph(DISCOUNTS, { token })).discounts as { id: string; code: string | null }[];
    expect(viaToken.map((d) => d.id).sort()).toEqual(mine.map((d) => d.id).sort());
    expect(errorCode(await t.api.graph(DISCOUNTS, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.api.graph(DISCOUNTS, { token: 'nonsense' }))).toBe('UNAUTHENTICATED');
  });

  it('only admins create or switch codes', async () => {
    expect(errorCode(await create(valid, owner))).toBe('FORBIDDEN');
    expect(errorCode(await t.api.graph(CREATE_DISCOUNT, { input: valid }))).toBe('UNAUTHENTICATED');
    const [row] = await t.deps.db
      .select()
      .from(discounts)
      .where(eq(discounts.hash, hashDiscountCode('SPAR10')));
    expect(errorCode(await t.api.as(owner).graph(SET_DISCOUNT_STATUS, { id: String(row.id), status: 'INACTIVE' }))).toBe(
      'FORBIDDEN',
    );
  });
});
