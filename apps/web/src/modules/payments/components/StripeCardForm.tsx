/**
 * The Stripe card form (docs/architecture.md "Payments": Stripe Elements through @stripe/react-stripe-js), loaded only when
 * paymentConfig.provider is 'stripe' (the status page imports this module dynamically, so other
 * pages and the local mode never download Stripe). Confirms with `stripe.confirmPayment`,
 * `return_url` = `returnUrl` (the /dwellings/ page handles payment_intent and redirect_status), and
 * redirects only when the card needs it (3-D Secure); otherwise `onConfirmed` follows at once.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  /** Absolute URL Stripe returns to after a redirect. */
  returnUrl: string;
  submitLabel: string;
  /** After Stripe.js confirmed without a redirect: the server's confirmPaymentInfo is the caller's. */
  onConfirmed: () => void;
  /** A decline or another Stripe error: the page shows its own translated text (doc 2 §8). */
  onDeclined: () => void;
};

// one Stripe.js per publishable key for the page's life (loadStripe injects its script once)
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

function CardFields({
  returnUrl,
  submitLabel,
  onConfirmed,
  onDeclined,
}: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [isBusy, setBusy] = useState(false);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      if (result.error) onDeclined();
      else onConfirmed();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)} aria-label={t('card.legend')}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('card.legend')}
        </Typography>
        <PaymentElement />
        <Box>
          <Button type="submit" variant="contained" disabled={!stripe || !elements || isBusy}>
            {isBusy ? t('pay.paying') : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const { t, i18n } = useTranslation('payments');
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    let isLive = true;
    stripe.then(
      (s) => isLive && !s && setFailed(true),
      () => isLive && setFailed(true),
    );
    return () => {
      isLive = false;
    };
  }, [stripe]);
  if (hasFailed) return <Alert severity="error">{t('card.stripeFailed')}</Alert>;
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: i18n.language === 'en' ? 'en' : 'da' }} key={clientSecret}>
      <CardFields {...rest} />
    </Elements>
  );
}
