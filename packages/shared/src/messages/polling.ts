/**
 * The thread view's polling schedule (spec doc 1 §4), as one pure function: the first poll after
 * 10 seconds; then a closed thread waits 24 hours, a thread of an inactive dwelling 1 hour, and any
 * other waits by the age of its latest message: under 6 minutes 30 seconds, under 15 minutes 2
 * minutes, under 30 minutes 6 minutes, under 60 minutes 15 minutes, under 120 minutes 30 minutes,
 * older 1 hour.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The first poll after opening a thread, ms. */
export const FIRST_POLL_MS = 10 * SECOND;
export const CLOSED_POLL_MS = 24 * HOUR;
export const INACTIVE_POLL_MS = HOUR;

/** [latest message younger than (ms), wait (ms)], in order; older than the last: 1 hour. */
export const POLL_STEPS: readonly (readonly [number, number])[] = [
  [6 * MINUTE, 30 * SECOND],
  [15 * MINUTE, 2 * MINUTE],
  [30 * MINUTE, 6 * MINUTE],
  [60 * MINUTE, 15 * MINUTE],
  [120 * MINUTE, 30 * MINUTE],
];
export const OLD_POLL_MS = HOUR;

export type PollState = {
  /** True before the first poll (right after the thread was opened). */
  isFirst: boolean;
  closed: boolean;
  /** The thread's dwelling is active. */
  dwellingActive: boolean;
  /** When the latest message was written (ISO string or Date), or null when there is none. */
  latestMessageAt: string | Date | null;
  /** Now, ms since the epoch. */
  now: number;
};

/**
 * Milliseconds until the next poll of a thread (doc 1 §4). A thread without messages, or with a
 * latest message dated in the future, counts as having a brand-new one (30 s).
 */
export function nextPollDelay(state: PollState): number {
  if (state.isFirst) return FIRST_POLL_MS;
  if (state.closed) return CLOSED_POLL_MS;
  if (!state.dwellingActive) return INACTIVE_POLL_MS;
  const at = state.latestMessageAt === null ? Number.NaN : new Date(state.latestMessageAt).getTime();
  const age = Number.isNaN(at) ? 0 : Math.max(0, state.now - at);
  for (const [under, wait] of POLL_STEPS) if (age < under) return wait;
  return OLD_POLL_MS;
}
