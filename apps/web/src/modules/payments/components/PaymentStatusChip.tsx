import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@udlejning/shared/payments/payment';

const COLOR = {
  PENDING: 'default',
  AUTHORIZED: 'info',
  CAPTURED: 'success',
  REFUNDED: 'warning',
  FAILED: 'error',
  RELEASED: 'default',
} as const satisfies Record<PaymentStatus, 'default' | 'info' | 'success' | 'warning' | 'error'>;

/** A payment's status (doc 2 §3 Payment; the PaymentStatus enum) as a small chip in the UI language. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`status.${status}`)} />;
}
