/**
 * Payments as cards below 600 px (the admin table and "Mine betalinger"): amount and tier, the status, the
 * listing, what the page adds (`details`), and the receipts to download. An empty list is a sentence, not a
 * `<ul>` holding a `<p>` (axe: list).
 */
import type { ReactNode } from 'react';
import { Card, Stack, Typography } from '@mui/material';
import { formatKr } from '../../../ui/format';
import { useListingTypeLabel } from '../listing-type-label';
import type { Payment } from '../types';
import { PaymentStatusChip } from './PaymentStatusChip';
import { ReceiptLinks } from './ReceiptLinks';

type Props = {
  payments: readonly Payment[];
  /** The list's accessible name (the page's title). */
  label: string;
  emptyText: string;
  /** The listing's link. */
  dwelling: (p: Payment) => ReactNode;
  /** The page's own lines under the listing. */
  details: (p: Payment) => ReactNode;
};

export function PaymentCards({ payments, label, emptyText, dwelling, details }: Props) {
  const listingType = useListingTypeLabel();
  if (payments.length === 0) return <Typography sx={{ p: 2 }}>{emptyText}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }} aria-label={label}>
      {payments.map((p) => (
        <Card key={p.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" component="h2">
                {formatKr(p.amount)} · {listingType(p.product)}
              </Typography>
              <PaymentStatusChip status={p.status} />
            </Stack>
            <Typography variant="body2">{dwelling(p)}</Typography>
            {details(p)}
            <ReceiptLinks receipts={p.receipts} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
