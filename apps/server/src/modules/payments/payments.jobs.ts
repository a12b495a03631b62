/**
 * The payment jobs on the persistent queue (docs/architecture.md "Payments"): a capture or release decided in an approve,
 * reject or authorise transaction, or a refund reserved by refundPayment, is queued there with it,
 * so it happens even if the inline attempt after the commit fails (provider down, process stopped). The handler repeats the provider call with
 * the same idempotency key and throws while the provider is unavailable, so pg-boss retries it:
 * 30 s, then doubling (with jitter), 20 times (days in all). Done work is a no-op.
 */
import { ANONYMOUS } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import type { JobHandlers, QueueOptions } from '../../platform/jobs/queue';
import { refundAtProvider } from './payments.refund';
import { capturePayment, PAYMENT_JOBS, releasePayment } from './payments.settlement';

const RETRY: QueueOptions = { retryLimit: 20, retryDelay: 30, retryBackoff: true, pollingIntervalSeconds: 5 };

/** The handlers and queue options of the payment jobs. */
export function paymentJobs(deps: Deps): JobHandlers {
  return {
    handlers: {
      [PAYMENT_JOBS.capture]: (data) => capturePayment(deps, String(data.paymentId), ANONYMOUS),
      [PAYMENT_JOBS.release]: (data) => releasePayment(deps, String(data.paymentId)),
      [PAYMENT_JOBS.refund]: async (data) => {
        await refundAtProvider(deps, Number(data.operationId), ANONYMOUS);
      },
    },
    queues: { [PAYMENT_JOBS.capture]: RETRY, [PAYMENT_JOBS.release]: RETRY, [PAYMENT_JOBS.refund]: RETRY },
  };
}
