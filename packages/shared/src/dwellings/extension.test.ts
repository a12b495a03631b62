import { describe, expect, it } from 'vitest';
import { EXTEND_WINDOW_DAYS, extendedExpiry, extensionOpensAt, extensionState, type ExtensionSubject } from './extension';

const NOW = new Date('2026-11-23T12:00:00Z');
const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const approved = (expiresAt: ExtensionSubject['expiresAt']): ExtensionSubject => ({
  status: 'APPROVED',
  active: true,
  expiresAt,
});

describe('extension window (only in the last 14 days before expiry)', () => {
  it.each<[string, ExtensionSubject, string]>([
    ['expires in 90 days', approved(inDays(90)), 'tooEarly'],
    ['expires in 14 days and 1 minute', approved(new Date(inDays(14).getTime() + 60_000)), 'tooEarly'],
    ['expires in exactly 14 days', approved(inDays(14)), 'open'],
    ['expires in 3 days', approved(inDays(3)), 'open'],
    ['expired an hour ago (not yet deactivated)', approved(new Date(NOW.getTime() - 3_600_000)), 'open'],
    ['no expiry set', approved(null), 'open'],
    ['an ISO string', approved(inDays(20).toISOString()), 'tooEarly'],
    ['inactive', { status: 'APPROVED', active: false, expiresAt: inDays(3) }, 'unavailable'],
    ['pending review', { status: 'PENDING_REVIEW', active: true, expiresAt: null }, 'unavailable'],
  ])('%s -> %s', (_name, d, expected) => {
    expect(extensionState(d, NOW)).toBe(expected);
  });

  it('opens EXTEND_WINDOW_DAYS before the expiry; none without one', () => {
    expect(EXTEND_WINDOW_DAYS).toBe(14);
    expect(extensionOpensAt(inDays(90))).toEqual(inDays(76));
    expect(extensionOpensAt(null)).toBeNull();
    expect(extensionOpensAt('not a date')).toBeNull();
  });

  it('an extension adds 90 days to the later of now and the expiry, so repeated clicks cannot stack', () => {
    expect(extendedExpiry(inDays(10), NOW)).toEqual(inDays(100));
    expect(extendedExpiry(inDays(-2), NOW)).toEqual(inDays(90));
    // after one extension the listing is outside the window again
    expect(extensionState(approved(extendedExpiry(inDays(10), NOW)), NOW)).toBe('tooEarly');
  });
});
