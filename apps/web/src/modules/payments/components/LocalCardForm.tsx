/**
 * The local provider's card form (doc 2 §2 Status page; README "Card payments"): card number,
 * expiry MM/YY, CVC and the name on the card, checked with the shared `cardFormSchema`; submits
 * the fields as confirmPaymentInfo's `meta`. The test cards are named in a hint (the local provider
 * moves no money).
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { cardDigits, cardFormSchema, formatCardNumber, type CardForm } from '@udlejning/shared/payments/card-form';
import { FormTextField } from '../../../ui/FormTextField';
import type { CardMeta } from '../api';

export type LocalCardFormProps = {
  /** The pay button's text ('Betal 375 kr.'). */
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (meta: CardMeta) => void;
};

const EMPTY: CardForm = { card: '', expiry: '', cvc: '', name: '' };

/** MM/YY as typed: digits only, the slash added after the month. */
function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function LocalCardForm({ submitLabel, isBusy, onSubmit }: LocalCardFormProps) {
  const { t } = useTranslation('payments');
  const resolver = useMemo(() => zodResolver(cardFormSchema()), []);
  const { control, handleSubmit } = useForm<CardForm>({ resolver, defaultValues: EMPTY });
  const submit = handleSubmit((v) => onSubmit({ card: cardDigits(v.card), expiry: v.expiry, cvc: v.cvc, name: v.name.trim() }));

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('card.legend')}>
      <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('card.legend')}
        </Typography>
        <FormTextField
          control={control}
          name="card"
          label={t('card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          parse={formatCardNumber}
          required
        />
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={control}
            name="expiry"
            label={t('card.expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            parse={formatExpiry}
            required
          />
          <FormTextField
            control={control}
            name="cvc"
            label={t('card.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            parse={(raw) => raw.replace(/\D/g, '').slice(0, 4)}
            required
          />
        </Stack>
        <FormTextField control={control} name="name" label={t('card.name')} autoComplete="cc-name" required />
        <Typography variant="body2" color="text.secondary">
          {t('card.testHint')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {isBusy ? t('pay.paying') : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
