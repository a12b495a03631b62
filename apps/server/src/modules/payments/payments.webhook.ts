/**
 * Stripe's webhook (docs/architecture.md "Payments"): POST /api/payments/stripe/webhook with the raw body, the signature
 * (Stripe-Signature) verified with stripe.webhooks.constructEvent and STRIPE_WEBHOOK_SECRET (400 when
 * it does not verify or is older than Stripe's 5-minute tolerance), idempotent on the event id
 * (stripe_webhook_events: a replayed event is acknowledged and ignored). Handled events, each an
 * idempotent state change of the payment whose transaction is the intent:
 *   payment_intent.amount_capturable_updated  PENDING → AUTHORIZED (the tier takes effect; the
 *                                             browser may have closed before confirmPaymentInfo)
 *   payment_intent.payment_failed             PENDING → FAILED with the error
 *   payment_intent.succeeded                  AUTHORIZED → CAPTURED (captured here or at Stripe)
 *   payment_intent.canceled                   AUTHORIZED → RELEASED (the tier goes back), PENDING → FAILED
 * Any other event is acknowledged. 404 when Stripe is not configured.
 */
import type { FastifyInstance } from 'fastify';
import { ANONYMOUS } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { webhookReplySchema, type WebhookReply } from '@udlejning/shared/payments/replies';
import { findPaymentByTransaction, isWebhookEventSeen, recordWebhookEvent } from './payments.repository';
import { authorizePayment, failPayment, markCanceledByProvider, markCaptured } from './payments.settlement';
import { PaymentProviderError, type ProviderEvent, type ProviderIntent } from './provider/payment-provider';

const errorOf = (intent: ProviderIntent, fallback: string) =>
  intent.lastError ? `${intent.lastError.code}: ${intent.lastError.message}` : fallback;

/** Applies one verified event to its payment; a payment not made through Stripe here is ignored. */
async function applyEvent(deps: Deps, event: ProviderEvent): Promise<void> {
  const intent = event.intent;
  const payment = intent && (await findPaymentByTransaction(deps.db, intent.id, 'stripe'));
  if (!intent || !payment) return;
  switch (event.type) {
    case 'payment_intent.amount_capturable_updated':
      if (intent.status === 'requires_capture') await authorizePayment(deps, payment.id, intent, ANONYMOUS);
      return;
    case 'payment_intent.payment_failed':
      await failPayment(deps, payment.id, errorOf(intent, 'payment_failed'), ANONYMOUS);
      return;
    case 'payment_intent.succeeded':
      // captured without an authorisation seen here first: authorise, then mark the capture
      if (payment.status === 'PENDING') await authorizePayment(deps, payment.id, intent, ANONYMOUS);
      await markCaptured(deps, payment.id, intent, ANONYMOUS);
      return;
    case 'payment_intent.canceled':
      if (payment.status === 'PENDING') await failPayment(deps, payment.id, errorOf(intent, 'canceled'), ANONYMOUS);
      else await markCanceledByProvider(deps, payment.id, ANONYMOUS);
      return;
    default:
      return;
  }
}

/**
 * Verifies and handles one webhook delivery. Throws 404 (Stripe not configured), 400 (bad or stale
 * signature). A handling error propagates (500), the event id stays unrecorded and Stripe redelivers.
 */
export async function handleStripeWebhook(deps: Deps, rawBody: Buffer, signature: string | undefined): Promise<WebhookReply> {
  let stripe;
  try {
    stripe = deps.payments.get('stripe');
  } catch {
    throw new AppError('NOT_FOUND');
  }
  if (!stripe.parseWebhook || !deps.env.STRIPE_WEBHOOK_SECRET) throw new AppError('NOT_FOUND');
  let event: ProviderEvent;
  try {
    event = await stripe.parseWebhook(rawBody, signature ?? '');
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      deps.log.warn({ code: err.code }, 'stripe webhook refused: signature');
      throw new AppError('BAD_USER_INPUT', { message: 'Invalid signature' });
    }
    throw err;
  }
  if (await isWebhookEventSeen(deps.db, event.id)) return { received: true, duplicate: true };
  await applyEvent(deps, event);
  // recorded after handling: a failure above leaves it unrecorded, so Stripe's retry is handled
  const first = await recordWebhookEvent(deps.db, event.id, event.type);
  return first ? { received: true } : { received: true, duplicate: true };
}

/** The route, in its own plugin context: only here is a JSON body kept as raw bytes (the signature covers them). */
export async function paymentsWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  // public: Stripe calls it; the signature proves the sender (handleStripeWebhook)
  app.post(
    '/api/payments/stripe/webhook',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'receiveStripeWebhook',
        summary: "Stripe's payment events (signed)",
        response: { 200: webhookReplySchema },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
      const signature = req.headers['stripe-signature'];
      return handleStripeWebhook(app.deps, raw, Array.isArray(signature) ? signature[0] : signature);
    },
  );
}
