import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '@udlejning/shared/payments/payment';
import { isOneOf } from '../../../lib/graphql';

const COLOR = {
  PENDING: 'default',
  AUTHORIZED: 'info',
  CAPTURED: 'success',
  REFUNDED: 'warning',
  FAILED: 'error',
  RELEASED: 'default',
} as const satisfies Record<PaymentStatus, 'default' | 'info' | 'success' | 'warning' | 'error'>;

/** A payment's status (doc 2 §3 Payment; a String in the schema) as a small chip in the UI language; nothing for another value. */
export function PaymentStatusChip({ status }: { status: string | null }) {
  const { t } = useTranslation('payments');
  if (!isOneOf(PAYMENT_STATUSES, status)) return null;
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`status.${status}`)} />;
}
