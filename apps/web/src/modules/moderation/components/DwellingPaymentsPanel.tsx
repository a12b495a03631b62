/**
 * The admin panel's payments of one dwelling (doc 2 §2 "an admin panel with actions and payments",
 * §6, §7; payments contract listings(dwellingId)): each payment's date, product, amount, refunded,
 * status and receipts, with Refund (CAPTURED only: RefundDialog) and 'Send kvittering'
 * (sendReceiptMail, toast 'Kvitteing sendt', the spec's spelling), and a link to the provider lookup.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Card, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatKr } from '../../../ui/format';
import { useSnackbar } from '../../../ui/toast/toast';
import { useListings, useSendReceiptMail } from '../../payments/api';
import { PaymentStatusChip } from '../../payments/components/PaymentStatusChip';
import { ReceiptLinks } from '../../payments/components/ReceiptLinks';
import type { Payment } from '../../payments/types';
import { useListingTypeLabel } from '../../payments/listing-type-label';
import { RefundDialog } from './RefundDialog';

export type DwellingPaymentsPanelProps = { dwellingId: string; userId: number };

export function DwellingPaymentsPanel({ dwellingId, userId }: DwellingPaymentsPanelProps) {
  const { t, i18n } = useTranslation('payments');
  const listingType = useListingTypeLabel();
  const { enqueueSnackbar } = useSnackbar();
  const listings = useListings(dwellingId);
  const sendReceipt = useSendReceiptMail();
  const [refunding, setRefunding] = useState<Payment | null>(null);

  const handleSendReceipt = (p: Payment) =>
    sendReceipt.mutate(
      { userId: String(userId), dwellingId, transactionId: p.transaction ?? '' },
      {
        onSuccess: () => enqueueSnackbar(t('panel.receiptSent'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('panel.failed'), { variant: 'error' }),
      },
    );

  let body;
  if (listings.isPending) body = <LinearProgress />;
  else if (listings.isError) body = <Alert severity="error">{t('panel.loadFailed')}</Alert>;
  else if (listings.data.length === 0) body = <Typography color="text.secondary">{t('panel.empty')}</Typography>;
  else
    body = (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby="dwelling-payments-title">
        {listings.data.map((p) => (
          <Card key={p.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="subtitle2" component="h3">
                  {formatKr(p.amount)} · {listingType(p.product)}
                </Typography>
                <PaymentStatusChip status={p.status} />
                {Boolean(p.refund) && (
                  <Typography variant="body2">{t('panel.refunded', { amount: formatKr(p.refund) })}</Typography>
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(p.createdAt, i18n.language)} ·{' '}
                <Link component={RouterLink} to={`/payments/stripe/${encodeURIComponent(p.transaction ?? '')}`}>
                  {p.transaction}
                </Link>
              </Typography>
              <ReceiptLinks receipts={p.receipts} />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
                {p.status === 'CAPTURED' && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="warning"
                    onClick={() => setRefunding(p)}
                    aria-label={t('panel.refundFor', { transaction: p.transaction })}
                  >
                    {t('panel.refund')}
                  </Button>
                )}
                {(p.status === 'CAPTURED' || p.status === 'REFUNDED') && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={sendReceipt.isPending}
                    onClick={() => handleSendReceipt(p)}
                    aria-label={t('panel.sendReceiptFor', { transaction: p.transaction })}
                  >
                    {t('panel.sendReceipt')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="dwelling-payments-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="dwelling-payments-title">
          {t('panel.title')}
        </Typography>
        {body}
      </Stack>
      <RefundDialog dwellingId={dwellingId} payment={refunding} onClose={() => setRefunding(null)} />
    </Paper>
  );
}
