/**
 * Builds the payment providers from the configuration (PAYMENT_PROVIDER, STRIPE_*): the local
 * provider always exists (it serves payments made with it, and free payments); Stripe when its
 * secret key is set. `active` takes new payments.
 */
import type { Db } from '../../../platform/db/client';
import type { Env } from '../../../platform/env';
import { createLocalProvider } from './local-provider';
import { PaymentProviderError, type PaymentProvider, type PaymentProviders } from './payment-provider';
import type { StripeSettings } from './stripe-provider';

/**
 * The Stripe adapter behind a small forwarder: its module and the Stripe SDK (~20 MB of memory)
 * load only when Stripe is configured, starting at boot (docs/architecture.md "Runtime and build": the default local provider
 * never loads them). Every call waits for the load.
 */
function lazyStripeProvider(settings: StripeSettings): PaymentProvider {
  const loading = import('./stripe-provider').then((m) => m.createStripeProvider(settings));
  loading.catch(() => undefined); // a failed load is reported by each call, not as an unhandled rejection
  return {
    name: 'stripe',
    createIntent: async (input) => (await loading).createIntent(input),
    retrieve: async (id) => (await loading).retrieve(id),
    capture: async (id, key) => (await loading).capture(id, key),
    cancel: async (id, key) => (await loading).cancel(id, key),
    refund: async (id, amount, key) => (await loading).refund(id, amount, key),
    parseWebhook: async (rawBody, signature) => (await loading).parseWebhook!(rawBody, signature),
  };
}

export function createPaymentProviders(env: Env, db: Db, now: () => Date): PaymentProviders {
  const local = createLocalProvider(db, now);
  const stripe: PaymentProvider | null = env.STRIPE_SECRET_KEY
    ? lazyStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      })
    : null;
  const active = env.PAYMENT_PROVIDER === 'stripe' && stripe ? stripe : local;
  return {
    active,
    get: (name) => {
      if (name === 'local') return local;
      if (stripe) return stripe;
      throw new PaymentProviderError('unavailable', 'not_configured', 'STRIPE_SECRET_KEY is not set');
    },
    publishableKey: active.name === 'stripe' ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}
