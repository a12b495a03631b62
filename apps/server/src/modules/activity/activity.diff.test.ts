import { describe, expect, it } from 'vitest';
import { diffFields } from './activity.diff';

describe('diffFields', () => {
  it('lists only changed top-level fields with [before, after]', () => {
    expect(
      diffFields(
        { headline: 'A', economy: { rent: 1, deposit: 2 }, images: ['a'], status: 'DRAFT' },
        { headline: 'B', economy: { deposit: 2, rent: 1 }, images: ['a', 'b'], status: 'DRAFT' },
      ),
    ).toEqual({ headline: ['A', 'B'], images: [['a'], ['a', 'b']] });
  });

  it('treats added and removed keys as null and dates as ISO strings', () => {
    const d = new Date('2026-01-01T00:00:00Z');
    expect(diffFields({ a: 1 }, { b: d })).toEqual({ a: [1, null], b: [null, '2026-01-01T00:00:00.000Z'] });
    expect(diffFields({ approvedAt: d }, { approvedAt: new Date(d) })).toEqual({});
  });
});
