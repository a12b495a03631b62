/**
 * A clock the end-to-end journeys can move forward (docs/architecture.md "CI and tests" → "Fake time in journeys"):
 * with TEST_CLOCK=true and the dev routes on, `deps.now` is the real time plus an offset, and
 * `POST /api/dev/clock` (admin) moves it. Login tokens are signed and checked on the same clock (tokens.ts), so a
 * journey can let an hour pass in a second. Never on in production: the env check refuses TEST_CLOCK without the
 * dev routes.
 */
export type TestClock = {
  /** The real time plus the offset. */
  now: () => Date;
  /** Moves the clock `seconds` forward (negative: back); returns the new time. */
  advance: (seconds: number) => Date;
  /** Back to the real time. */
  reset: () => Date;
};

/** A clock at the real time, to be moved by `advance`. */
export function createTestClock(): TestClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
      return now();
    },
    reset: () => {
      offsetMs = 0;
      return now();
    },
  };
}
