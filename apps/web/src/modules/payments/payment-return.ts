/**
 * The return from a Stripe redirect (doc 2 §2: /dwellings/ handles payment_intent and
 * redirect_status; §7 "Card payment confirmation returns to the dwellings page"): the signed-in
 * owner returns to /dwellings/; a status-link holder, who cannot open /dwellings/ without signing
 * in, returns to the status page with the token. Either page confirms the payment with
 * confirmPaymentInfo, shows a toast and removes the query from the URL.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { useSnackbar } from '../../ui/toast/toast';
import { confirmPayment, useRefreshAfterPayment } from './api';

/** Where Stripe sends the browser back after confirming (absolute, as Stripe requires). */
export function paymentReturnUrl(uuid: string, token: string | null): string {
  const path = token ? `/dwellings/${encodeURIComponent(uuid)}/status?token=${encodeURIComponent(token)}` : '/dwellings/';
  return new URL(path, window.location.origin).toString();
}

/** The query Stripe adds to return_url. */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/**
 * Handles `?payment_intent=…&redirect_status=…` once: 'succeeded' (or 'pending') → confirmPaymentInfo
 * and a toast; 'failed' → the failure toast; then the query is removed (replace, no history entry).
 */
export function usePaymentReturn(token: string | null = null) {
  const { t } = useTranslation('payments');
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useSearchParams();
  const refresh = useRefreshAfterPayment();
  const handled = useRef<string | null>(null);
  const paymentId = search.get('payment_intent');
  const redirectStatus = search.get('redirect_status');

  useEffect(() => {
    if (!paymentId || handled.current === paymentId) return;
    handled.current = paymentId;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of RETURN_PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
    if (redirectStatus === 'failed') {
      enqueueSnackbar(t('returned.failed'), { variant: 'error' });
      return;
    }
    // a plain promise, not a mutation observer: cleaning the URL may unmount the caller first
    confirmPayment(paymentId, null, token)
      .then((isDone) =>
        enqueueSnackbar(isDone ? t('returned.success') : t('returned.processing'), { variant: isDone ? 'success' : 'info' }),
      )
      .catch((err: unknown) =>
        enqueueSnackbar(err instanceof ApiError ? tMessage(err.message) : t('returned.failed'), { variant: 'error' }),
      )
      .finally(() => void refresh());
  }, [paymentId, redirectStatus, token, refresh, enqueueSnackbar, setSearch, t]);
}

/** Renders nothing; handles the return query (mounted only while the URL has one, so the page stays light). */
export function PaymentReturn({ token = null }: { token?: string | null }) {
  usePaymentReturn(token);
  return null;
}
