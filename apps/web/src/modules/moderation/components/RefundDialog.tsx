/**
 * The admin panel's Refund dialog (doc 2 §5, §7 refundPayment, §8): the amount in kr. (sent as øre)
 * and a reason; the shared refundPaymentSchema's 'Missing data' is a toast (doc 2 §8) and shows at
 * each missing field (the first gets focus), as the server's 400 does. Success toasts 'Refundering sendt'; a refund above what is left is the
 * server's 409, shown translated in the dialog. Each attempt (an amount and a reason) sends one
 * idempotency key: submitting the same attempt again after an error or a lost reply reuses it, so
 * the server refunds once; another amount or reason, or the dialog opened again, is a new attempt.
 */
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseKr } from '@udlejning/shared/dwellings/money';
import { MISSING_DATA, refundPaymentSchema } from '@udlejning/shared/payments/payment';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { applyFieldIssues } from '../../../ui/form-errors';
import { formatKr } from '../../../ui/format';
import { FormTextField } from '../../../ui/FormTextField';
import { useSnackbar } from '../../../ui/toast/toast';
import { useRefundPayment } from '../../payments/api';
import type { Payment } from '../../payments/types';

type RefundForm = { amount: string; reason: string };

export type RefundDialogProps = { dwellingId: string; payment: Payment | null; onClose: () => void };

export function RefundDialog({ dwellingId, payment, onClose }: RefundDialogProps) {
  const { t } = useTranslation('payments');
  const { enqueueSnackbar } = useSnackbar();
  const refund = useRefundPayment();
  const { control, handleSubmit, setError, reset } = useForm<RefundForm>({ defaultValues: { amount: '', reason: '' } });
  // the current attempt: its input and its key
  const attempt = useRef<{ input: string; key: string } | null>(null);
  const keyFor = (input: object): string => {
    const text = JSON.stringify(input);
    if (attempt.current?.input !== text) attempt.current = { input: text, key: crypto.randomUUID() };
    return attempt.current.key;
  };
  const close = () => {
    attempt.current = null;
    reset();
    refund.reset();
    onClose();
  };

  const submit = handleSubmit(({ amount, reason }) => {
    if (!payment) return;
    const input = { dwelling: dwellingId, paymentId: payment.id ?? '', amount: parseKr(amount) ?? 0, reason };
    const checked = refundPaymentSchema.safeParse(input);
    if (!checked.success) {
      enqueueSnackbar(tMessage(MISSING_DATA), { variant: 'error' });
      applyFieldIssues(
        setError,
        checked.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
        { fields: ['amount', 'reason'] },
      );
      return;
    }
    refund.mutate(
      { ...input, idempotencyKey: keyFor(input) },
      {
        onSuccess: () => {
          enqueueSnackbar(t('panel.refundSent'), { variant: 'success' });
          close();
        },
        onError: (err) => {
          if (err instanceof ApiError) applyFieldIssues(setError, err.issues, { fields: ['amount', 'reason'] });
        },
      },
    );
  });

  const left = payment ? (payment.amount ?? 0) - (payment.refund ?? 0) : 0;
  return (
    <Dialog open={payment !== null} onClose={close} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="refund-title">{t('panel.refundTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {payment && (
              <Typography variant="body2">
                {payment.transaction} · {t('panel.refundable', { amount: formatKr(left) })}
              </Typography>
            )}
            <FormTextField control={control} name="amount" label={t('panel.amount')} inputMode="decimal" autoFocus required />
            <FormTextField control={control} name="reason" label={t('panel.reason')} multiline minRows={2} required />
            {refund.isError && (
              <Alert severity="error">
                {refund.error instanceof ApiError && refund.error.issues.length === 0
                  ? tMessage(refund.error.message)
                  : t('panel.failed')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('panel.cancel')}</Button>
          <Button type="submit" variant="contained" color="warning" disabled={refund.isPending}>
            {t('panel.confirmRefund')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
