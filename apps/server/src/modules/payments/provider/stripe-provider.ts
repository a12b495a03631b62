/**
 * The Stripe adapter (docs/architecture.md "Payments"): the official `stripe` SDK, PaymentIntents with capture_method
 * manual, an idempotency key on every write, and webhook signatures verified with
 * stripe.webhooks.constructEvent. The web app confirms the card with Stripe.js (Elements); the
 * server only creates, reads, captures, cancels and refunds. STRIPE_API_BASE points the SDK at
 * another origin (the tests' fake, src/test/stripe-fake.ts).
 */
import Stripe from 'stripe';
import { PaymentProviderError, type IntentStatus, type PaymentProvider, type ProviderIntent } from './payment-provider';

/** What the adapter needs from the configuration. */
export type StripeSettings = {
  secretKey: string;
  webhookSecret?: string | null;
  /** e.g. http://127.0.0.1:12111; default https://api.stripe.com */
  apiBase?: string | null;
};

/** SDK options for STRIPE_API_BASE (host, port, protocol), else none. */
function apiOrigin(apiBase: string | null | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** A Stripe SDK client for these settings: 10 s timeout, two network retries (safe: every write has a key). */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'udlejning' },
    ...apiOrigin(settings.apiBase),
  });
}

/** Stripe's intent → the service's view. */
export function presentStripeIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const e = pi.last_payment_error;
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amount: pi.amount,
    amountCapturable: pi.amount_capturable ?? 0,
    amountReceived: pi.amount_received ?? 0,
    lastError: e ? { code: e.decline_code ?? e.code ?? e.type, message: e.message ?? e.type } : null,
    raw: pi as unknown as Record<string, unknown>,
  };
}

/** Any SDK failure as a PaymentProviderError: card → declined, connection/5xx/429 → unavailable, the rest invalid. */
function providerError(err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  const e = err as { type?: string; code?: string; decline_code?: string; message?: string; statusCode?: number };
  const message = e.message ?? String(err);
  switch (e.type) {
    case 'StripeCardError':
      return new PaymentProviderError('declined', e.decline_code ?? e.code ?? 'card_declined', message);
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new PaymentProviderError('unavailable', e.code ?? e.type, message);
    case 'StripeInvalidRequestError':
    case 'StripeIdempotencyError':
    case 'StripeSignatureVerificationError':
      return new PaymentProviderError('invalid', e.code ?? e.type, message);
    default:
      // authentication/permission errors are configuration: retrying may help once it is fixed
      return new PaymentProviderError(
        e.statusCode && e.statusCode < 500 ? 'invalid' : 'unavailable',
        e.code ?? 'stripe_error',
        message,
      );
  }
}

async function call<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    throw providerError(err);
  }
}

/** The Stripe provider. Currency is sent in Stripe's lower case ('dkk'). */
export function createStripeProvider(settings: StripeSettings, client: Stripe = createStripeClient(settings)): PaymentProvider {
  const intents = client.paymentIntents;
  return {
    name: 'stripe',

    createIntent: ({ amount, currency, metadata, idempotencyKey }) =>
      call(async () => {
        const pi = await intents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            capture_method: 'manual',
            allowed_payment_method_types: ['card'],
            metadata,
          },
          { idempotencyKey },
        );
        if (!pi.client_secret)
          throw new PaymentProviderError('invalid', 'no_client_secret', 'The PaymentIntent has no client secret');
        return { id: pi.id, clientSecret: pi.client_secret };
      }),

    retrieve: (id) => call(async () => presentStripeIntent(await intents.retrieve(id))),

    capture: (id, idempotencyKey) => call(async () => presentStripeIntent(await intents.capture(id, {}, { idempotencyKey }))),

    cancel: (id, idempotencyKey) => call(async () => presentStripeIntent(await intents.cancel(id, {}, { idempotencyKey }))),

    refund: (id, amount, idempotencyKey) =>
      call(async () => {
        const refund = await client.refunds.create({ payment_intent: id, amount }, { idempotencyKey });
        return { id: refund.id };
      }),

    parseWebhook: async (rawBody, signatureHeader) => {
      if (!settings.webhookSecret)
        throw new PaymentProviderError('invalid', 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set');
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (err) {
        throw new PaymentProviderError(
          'invalid',
          'signature_verification_failed',
          err instanceof Error ? err.message : String(err),
        );
      }
      const object = (event.data as { object?: { object?: string } }).object;
      const intent = object?.object === 'payment_intent' ? presentStripeIntent(object as Stripe.PaymentIntent) : null;
      return { id: event.id, type: event.type, intent };
    },
  };
}
