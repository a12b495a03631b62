import { describe, expect, it } from 'vitest';
import { nextPollDelay, type PollState } from './polling';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const state = (over: Partial<PollState>): PollState => ({
  isFirst: false,
  closed: false,
  dwellingActive: true,
  latestMessageAt: ago(0),
  now: NOW,
  ...over,
});

describe('nextPollDelay (doc 1 §4)', () => {
  it('polls first after 10 seconds, whatever the state', () => {
    expect(nextPollDelay(state({ isFirst: true, closed: true, dwellingActive: false }))).toBe(10 * S);
  });

  it('waits 24 hours on a closed thread, before the dwelling and the age count', () => {
    expect(nextPollDelay(state({ closed: true, dwellingActive: false }))).toBe(24 * H);
  });

  it('waits 1 hour when the dwelling is inactive', () => {
    expect(nextPollDelay(state({ dwellingActive: false, latestMessageAt: ago(M) }))).toBe(H);
  });

  it.each([
    [0, 30 * S],
    [6 * M - 1, 30 * S],
    [6 * M, 2 * M],
    [15 * M - 1, 2 * M],
    [15 * M, 6 * M],
    [30 * M - 1, 6 * M],
    [30 * M, 15 * M],
    [60 * M - 1, 15 * M],
    [60 * M, 30 * M],
    [120 * M - 1, 30 * M],
    [120 * M, H],
    [30 * 24 * H, H],
  ])('a latest message %i ms old waits %i ms', (age, wait) => {
    expect(nextPollDelay(state({ latestMessageAt: ago(age) }))).toBe(wait);
  });

  it('treats no message, or one dated in the future, as brand new', () => {
    expect(nextPollDelay(state({ latestMessageAt: null }))).toBe(30 * S);
    expect(nextPollDelay(state({ latestMessageAt: new Date(NOW + H) }))).toBe(30 * S);
  });
});
