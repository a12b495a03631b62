/**
 * Builds the payment providers from the configuration (PAYMENT_PROVIDER, STRIPE_*): the local
 * provider always exists (it serves payments made with it, and free payments); Stripe when its
 * secret key is set. `active` takes new payments.
 */
import type { Db } from '../../../platform/db/client';
import type { Env } from '../../../platform/env';
import { createLocalProvider } from './local-provider';
import { PaymentProviderError, type PaymentProvider, type PaymentProviders } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

export function createPaymentProviders(env: Env, db: Db, now: () => Date): PaymentProviders {
  const local = createLocalProvider(db, now);
  const stripe: PaymentProvider | null = env.STRIPE_SECRET_KEY
    ? createStripeProvider({
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
