/**
 * /my-payments, "Mine betalinger" (signed in; docs/architecture.md "Payments"): the caller's own payments,
 * newest first (GraphQL myPayments, Relay paging): date, listing, tier, amount, refunded, status, and
 * the receipts and credit notes to download. Amounts are øre shown in kr. Below 600 px each payment is a card.
 */
import { Link as RouterLink } from 'react-router';
import { Alert, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatKr } from '../../../ui/format';
import { PagedTable, type TableColumn } from '../../../ui/PagedTable';
import { useConnectionPaging } from '../../../lib/use-connection-paging';
import { nodesOf } from '../../../lib/graphql';
import { PageHeading } from '../../../shell/PageHeading';
import { useMyPayments } from '../api';
import { PaymentStatusChip } from '../components/PaymentStatusChip';
import { ReceiptLinks } from '../components/ReceiptLinks';
import { PaymentCards } from '../components/PaymentCards';
import type { Payment } from '../types';
import { useListingTypeLabel } from '../listing-type-label';

export function MyPaymentsPage() {
  const { t, i18n } = useTranslation('payments');
  const listingType = useListingTypeLabel();
  const paging = useConnectionPaging();
  const query = useMyPayments(paging.variables);
  const dash = t('list.none');

  const dwelling = (p: Payment) => (
    <Link component={RouterLink} to={`/dwellings/${p.dwelling.id}/status`}>
      {p.dwelling.address ?? p.dwelling.headline ?? t('list.noAddress')}
    </Link>
  );
  const refunded = (p: Payment) => (p.refund ? formatKr(p.refund) : dash);
  const columns: TableColumn<Payment>[] = [
    { id: 'date', label: t('list.date'), render: (p) => formatDateTime(p.createdAt, i18n.language) },
    { id: 'dwelling', label: t('list.dwelling'), minWidth: 180, render: dwelling },
    { id: 'product', label: t('list.product'), render: (p) => listingType(p.product) },
    { id: 'amount', label: t('list.amount'), align: 'right', render: (p) => formatKr(p.amount) },
    { id: 'refunded', label: t('list.refunded'), align: 'right', render: refunded },
    { id: 'status', label: t('list.status'), render: (p) => <PaymentStatusChip status={p.status} /> },
    {
      id: 'receipts',
      label: t('list.receipts'),
      render: (p) => (p.receipts.length ? <ReceiptLinks receipts={p.receipts} /> : dash),
    },
  ];

  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('mine.loading')} />;
  else if (query.isError) body = <Alert severity="error">{t('list.loadFailed')}</Alert>;
  else {
    const conn = query.data;
    body = (
      <Paper variant="outlined">
        <PagedTable
          label={t('mine.title')}
          columns={columns}
          rows={nodesOf(conn)}
          rowKey={(p) => p.id}
          emptyText={t('mine.empty')}
          isFetching={query.isFetching}
          paging={paging.pager(conn)}
          renderNarrow={(list) => (
            <PaymentCards
              payments={list}
              label={t('mine.title')}
              emptyText={t('mine.empty')}
              dwelling={dwelling}
              details={(p) => (
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(p.createdAt, i18n.language)}
                  {p.refund ? ` · ${t('list.refunded')}: ${formatKr(p.refund)}` : ''}
                </Typography>
              )}
            />
          )}
        />
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading title={t('mine.title')} />
      <Typography color="text.secondary">{t('mine.intro')}</Typography>
      {body}
    </Stack>
  );
}
