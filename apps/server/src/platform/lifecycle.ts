/**
 * The serving process's shutdown state (docs/operations.md "Shutdown"): main.ts flips it on SIGTERM
 * or SIGINT, the readiness check answers 503 from then on and every reply carries `connection: close`,
 * so a load balancer stops sending and keep-alive clients open a new connection elsewhere.
 */
export type Lifecycle = {
  /** True once shutdown began; never goes back. */
  readonly shuttingDown: boolean;
  /** Marks the process as shutting down (idempotent). */
  beginShutdown: () => void;
};

/** A fresh lifecycle, not shutting down. */
export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown: () => {
      shuttingDown = true;
    },
  };
}
