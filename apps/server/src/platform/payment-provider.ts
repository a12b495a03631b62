/**
 * The payment-provider port (docs/architecture.md "Payments"; the adapters are in
 * modules/payments/provider/): PaymentIntents with manual capture,
 * in Stripe's words, so the embedded local provider and Stripe behave the same way. Every write
 * carries an idempotency key: the same key always gives the same answer and moves money once.
 * Amounts are integer øre. Client secrets look like `<intentId>_secret_<random>` in both adapters.
 */
import type { PaymentProviderName } from '@udlejning/shared/payments/payment';

/** Stripe's PaymentIntent statuses (the local provider uses the same words). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A PaymentIntent as the service reads it. `lastError` is the provider's decline (code + message). */
export type ProviderIntent = {
  id: string;
  status: IntentStatus;
  amount: number;
  amountCapturable: number;
  amountReceived: number;
  lastError: { code: string; message: string } | null;
  raw: Record<string, unknown>;
};

/** The fields of the local card form (confirmPaymentInfo meta). */
export type CardInput = { card?: string | null; expiry?: string | null; cvc?: string | null; name?: string | null };

/** A verified provider event (Stripe webhooks): its id, type and the intent it is about. */
export type ProviderEvent = { id: string; type: string; intent: ProviderIntent | null };

export type PaymentProvider = {
  name: PaymentProviderName;
  /** Creates an intent with manual capture; the same idempotencyKey returns the same intent. */
  createIntent(input: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Local only: confirms with the card form's fields; a decline leaves requires_payment_method with lastError. */
  confirmLocal?(id: string, card: CardInput): Promise<ProviderIntent>;
  retrieve(id: string): Promise<ProviderIntent>;
  /** Captures the whole authorised amount once; the same key answers the same again. */
  capture(id: string, idempotencyKey: string): Promise<ProviderIntent>;
  /** Cancels (releases) an authorisation. */
  cancel(id: string, idempotencyKey: string): Promise<ProviderIntent>;
  /** Refunds `amount` øre of a captured intent. */
  refund(id: string, amount: number, idempotencyKey: string): Promise<{ id: string }>;
  /** Stripe only: verifies the signature (throws PaymentProviderError 'invalid') and parses the event. */
  parseWebhook?(rawBody: Buffer, signatureHeader: string): Promise<ProviderEvent>;
};

/**
 * Why a provider call failed: 'declined' (the card: code is Stripe's decline code),
 * 'invalid' (the request does not fit the intent's state, or a bad signature: retrying will not help),
 * 'unavailable' (network, 5xx, rate limit: retry later).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'declined' | 'invalid' | 'unavailable',
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The configured provider for new payments, and every provider by name (a payment keeps the one that took it). */
export type PaymentProviders = {
  active: PaymentProvider;
  /** The provider of an existing payment; throws PaymentProviderError 'unavailable' when it is not configured. */
  get(name: PaymentProviderName): PaymentProvider;
  /** Stripe's publishable key when Stripe is active, for the web's card form. */
  publishableKey: string | null;
};

/** `pi_x_secret_y` → `pi_x`: the intent id in a client secret (both adapters use this form). */
export function intentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at === -1 ? clientSecret : clientSecret.slice(0, at);
}
