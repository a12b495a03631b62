/**
 * The status page's upgrade part (doc 2 §1, §2 Status page, §7, §8; payments contract): the pricing
 * table with the listing's tier marked and a discount-code row (the server checks a typed code:
 * checkDiscount), the tier to buy, the price after the discount (what updatePaymentInfo must be sent),
 * what is reserved on the card and why a new tier then costs the full price, when the card is charged
 * ("Beløbet trækkes først, når annoncen er godkendt"; at once for an approved listing), and the card form: the local provider's form, or Stripe Elements loaded only for provider 'stripe'.
 * Paid → a success toast and the dwelling reloaded (its tier changes); declined → the translated
 * PAYMENT_DECLINED text, nothing else changes. Works signed in or with the status link's `token`.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingStatusView } from '@udlejning/shared/dwellings/lifecycle';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { INVALID_DISCOUNT_CODE } from '@udlejning/shared/payments/discount';
import { purchasableTiers, upgradePrice, vatIncluded } from '@udlejning/shared/payments/prices';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { formatKr } from '../../../ui/format';
import { useSnackbar } from '../../../ui/toast/toast';
import { PricingTable } from '../../dwellings/components/PricingTable';
import { checkDiscount, paymentIdOf, startPayment, useConfirmPayment, usePayWithCard, usePaymentConfig } from '../api';
import { discountedPrice } from '../discount-match';
import type { Discount } from '../types';
import { LocalCardForm } from './LocalCardForm';
import { paymentReturnUrl } from '../payment-return';

// Stripe.js and its React bindings load only when the provider is Stripe (docs/architecture.md "Payments")
const StripeCardForm = lazy(async () => ({ default: (await import('./StripeCardForm')).StripeCardForm }));

export type UpgradeSectionProps = {
  view: DwellingStatusView;
  token: string | null;
  /**
   * The result of a payment, for the page to show and focus (it outlives this section, which a
   * PREMIUM purchase removes); without it the result is a toast.
   */
  onPaid?: (result: { message: string; isDone: boolean }) => void;
};

/** The server's message of a failed payment call, translated; the provider's own text is never shown (doc 2 §8). */
function paymentErrorText(err: unknown): string {
  return tMessage(err instanceof ApiError && err.status !== 0 ? err.message : 'Fetch request failed');
}

/** The text of a refused discount check: 'Ugyldig kode', else the server's reason (e.g. too many attempts), translated. */
function codeErrorText(err: unknown): string {
  return err instanceof ApiError && err.code === 'INVALID_DISCOUNT' ? tMessage(INVALID_DISCOUNT_CODE) : paymentErrorText(err);
}

export function UpgradeSection({ view, token, onPaid }: UpgradeSectionProps) {
  const { t } = useTranslation('payments');
  const { t: td } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const tiers = purchasableTiers(view.listingType);
  const [product, setProduct] = useState<ListingType | null>(tiers[0] ?? null);
  const [typedCode, setTypedCode] = useState('');
  const [applied, setApplied] = useState<{ code: string; product: ListingType; discount: Discount } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const config = usePaymentConfig();
  const pay = usePayWithCard();
  const confirm = useConfirmPayment();

  const current = product && tiers.includes(product) ? product : (tiers[0] ?? null);
  // the server's basis: while a paid tier awaits approval, a new payment replaces it (its price starts below it)
  const basis = view.priceBasis ?? view.listingType;
  // the authorisation held until approval (doc 2 §1: the card is charged when the listing is approved)
  const reserved = view.reserved;
  const listPrice = current ? (upgradePrice(basis, current) ?? 0) : 0;
  // a code applied for another tier counts only once the server has checked it for this one (below)
  const inUse = applied?.product === current ? applied : null;
  const amount = discountedPrice(listPrice, inUse?.discount ?? null);

  // a refused payment's reason takes keyboard focus, so it is where the user is (WCAG 2.4.3)
  const payErrorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (payError) payErrorRef.current?.focus();
  }, [payError]);

  // a new tier or price needs a new payment: a Stripe intent made for the old one is dropped
  useEffect(() => setStripeSecret(null), [current, amount]);

  // an applied code is checked again for another tier (it may be restricted to one)
  useEffect(() => {
    if (!applied || !current || applied.product === current) return;
    let isLive = true;
    checkDiscount({ code: applied.code, product: current, dwelling: view.uuid, token }).then(
      (discount) => {
        if (isLive) setApplied({ ...applied, product: current, discount });
      },
      (err: unknown) => {
        if (!isLive) return;
        setApplied(null);
        setCodeError(codeErrorText(err));
      },
    );
    return () => {
      isLive = false;
    };
  }, [applied, current, view.uuid, token]);

  if (!current) return <PricingTable current={view.listingType} paid={basis} />;

  async function handleApplyCode() {
    if (!current) return;
    setCodeError(null);
    setIsChecking(true);
    try {
      const code = typedCode.trim();
      setApplied({
        code,
        product: current,
        discount: await checkDiscount({ code, product: current, dwelling: view.uuid, token }),
      });
    } catch (err) {
      setApplied(null);
      setCodeError(codeErrorText(err));
    } finally {
      setIsChecking(false);
    }
  }

  const input = { amount, product: current, dwelling: view.uuid, discountCode: inUse?.code ?? null, token };

  function handlePaid(isDone: boolean) {
    setPayError(null);
    const message = isDone ? t('pay.paid', { tier: td(`listingType.${current!}`) }) : t('pay.paidPending');
    if (onPaid) onPaid({ message, isDone });
    else enqueueSnackbar(message, { variant: isDone ? 'success' : 'info' });
  }
  function handleFailed(err: unknown) {
    if (err instanceof ApiError && err.code === 'INVALID_DISCOUNT') {
      setApplied(null);
      setCodeError(tMessage(INVALID_DISCOUNT_CODE));
    } else setPayError(paymentErrorText(err));
  }
  // mutateAsync, not mutate's callbacks: the refresh after paying may unmount this section (PREMIUM
  // offers no upgrade), and mutate's callbacks do not run for an unmounted component: the toast must
  const payWith = async (meta: Parameters<typeof pay.mutate>[0]['meta']) => {
    setPayError(null);
    try {
      handlePaid(await pay.mutateAsync({ ...input, meta }));
    } catch (err) {
      handleFailed(err);
    }
  };
  async function handleStartStripe() {
    setPayError(null);
    try {
      setStripeSecret(await startPayment(input));
    } catch (err) {
      handleFailed(err);
    }
  }

  const discountRow = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        label={t('pay.discount')}
        value={typedCode}
        onChange={(e) => setTypedCode(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void handleApplyCode();
          }
        }}
        error={Boolean(codeError)}
        helperText={codeError ?? (applied ? t('pay.discountApplied', { code: applied.code.toUpperCase() }) : undefined)}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
      />
      <Button variant="outlined" onClick={() => void handleApplyCode()} disabled={!typedCode.trim() || isChecking}>
        {t('pay.applyDiscount')}
      </Button>
      {applied && (
        <Button
          onClick={() => {
            setApplied(null);
            setTypedCode('');
          }}
        >
          {t('pay.removeDiscount')}
        </Button>
      )}
    </Stack>
  );

  const priceLabel = formatKr(amount);
  let cardForm;
  if (config.isPending) cardForm = <LinearProgress aria-label={t('card.stripeLoading')} />;
  else if (config.isError) cardForm = <Alert severity="error">{t('pay.loadFailed')}</Alert>;
  else if (amount === 0)
    cardForm = (
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('pay.free')}
        </Typography>
        <Button variant="contained" disabled={pay.isPending} onClick={() => void payWith(null)}>
          {t('pay.confirmFree')}
        </Button>
      </Box>
    );
  else if (config.data.provider === 'stripe' && config.data.publishableKey) {
    cardForm = stripeSecret ? (
      <Suspense fallback={<LinearProgress aria-label={t('card.stripeLoading')} />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          clientSecret={stripeSecret}
          returnUrl={paymentReturnUrl(view.uuid, token)}
          submitLabel={t('pay.payButton', { price: priceLabel })}
          onConfirmed={() => confirm.mutateAsync({ paymentId: paymentIdOf(stripeSecret), token }).then(handlePaid, handleFailed)}
          onDeclined={() => setPayError(tMessage('The payment was declined'))}
        />
      </Suspense>
    ) : (
      <Box>
        <Button variant="contained" onClick={() => void handleStartStripe()}>
          {t('pay.payButton', { price: priceLabel })}
        </Button>
      </Box>
    );
  } else
    cardForm = (
      <LocalCardForm submitLabel={t('pay.payButton', { price: priceLabel })} isBusy={pay.isPending} onSubmit={payWith} />
    );

  return (
    <Stack spacing={3}>
      <PricingTable current={view.listingType} paid={basis} discountRow={discountRow} />
      <Stack spacing={2} component="section" aria-labelledby="payment-title" id="payment">
        <Typography variant="h6" component="h2" id="payment-title">
          {t('pay.title')}
        </Typography>
        {tiers.length > 1 && (
          <RadioGroup aria-label={t('pay.choose')} value={current} onChange={(e) => setProduct(e.target.value as ListingType)}>
            {tiers.map((tier) => (
              <FormControlLabel
                key={tier}
                value={tier}
                control={<Radio />}
                label={t('pay.tierPrice', {
                  tier: td(`listingType.${tier}`),
                  price: formatKr(upgradePrice(basis, tier)),
                })}
              />
            ))}
          </RadioGroup>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt">{t('pay.listPrice')}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {td(`listingType.${current}`)}: {formatKr(listPrice)}
          </Typography>
          {inUse && (
            <>
              <Typography component="dt">{t('pay.discountAmount')}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                −{formatKr(listPrice - amount)}
              </Typography>
            </>
          )}
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t('pay.total')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="payment-total">
            {priceLabel} ({t('pay.vatIncluded', { vat: formatKr(vatIncluded(amount)) })})
          </Typography>
        </Box>
        <Alert severity="info" role="note" data-testid="payment-terms">
          {reserved && (
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {t('pay.reserved', { amount: formatKr(reserved.amount), tier: td(`listingType.${reserved.product}`) })}{' '}
              {basis !== reserved.product &&
                t('pay.replacesReserved', {
                  reservedTier: td(`listingType.${reserved.product}`),
                  tier: td(`listingType.${current}`),
                  price: formatKr(listPrice),
                  amount: formatKr(reserved.amount),
                })}
            </Typography>
          )}
          {/* an approved listing's payment is captured at once (docs/architecture.md "Payments") */}
          <Typography variant="body2">{view.status === 'APPROVED' ? t('pay.chargedNow') : t('pay.drawnOnApproval')}</Typography>
        </Alert>
        {payError && (
          <Alert severity="error" role="alert" tabIndex={-1} ref={payErrorRef}>
            {payError}
          </Alert>
        )}
        {cardForm}
      </Stack>
    </Stack>
  );
}
