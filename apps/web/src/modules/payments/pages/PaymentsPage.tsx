/**
 * /payments (admin, doc 2 §2, §3 Payment; payments contract): the payment table (GraphQL payments,
 * Relay paging newest first) with date, dwelling, name/email, product, amount, refunded, status and
 * receipts; filters status and search (transaction, e-mail, name, address). Amounts are øre shown
 * in kr. Below 600 px each payment is a card. A transaction links to /payments/stripe/{id}.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '@udlejning/shared/payments/payment';
import { formatDateTime, formatKr } from '../../../ui/format';
import { DebouncedTextField } from '../../../ui/DebouncedTextField';
import { PagedTable, type TableColumn } from '../../../ui/PagedTable';
import { SelectField } from '../../../ui/SelectField';
import { useConnectionPaging } from '../../../lib/use-connection-paging';
import { nodesOf } from '../../../lib/graphql';
import { PageHeading } from '../../../shell/PageHeading';
import { usePayments } from '../api';
import { PaymentStatusChip } from '../components/PaymentStatusChip';
import { ReceiptLinks } from '../components/ReceiptLinks';
import { PaymentCards } from '../components/PaymentCards';
import type { Payment } from '../types';
import { useListingTypeLabel } from '../listing-type-label';

export function PaymentsPage() {
  const { t, i18n } = useTranslation('payments');
  const listingType = useListingTypeLabel();
  const paging = useConnectionPaging();
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [search, setSearch] = useState('');
  const query = usePayments({ ...paging.variables, status, search: search || null });

  const resetPaging = paging.reset;
  const dash = t('list.none');
  const lookupLink = (p: Payment) => (
    <Link
      component={RouterLink}
      to={`/payments/stripe/${encodeURIComponent(p.transaction ?? '')}`}
      aria-label={t('list.lookupFor', { transaction: p.transaction ?? '' })}
      sx={{ wordBreak: 'break-all' }}
    >
      {p.transaction}
    </Link>
  );
  const dwelling = (p: Payment) => (
    <Link component={RouterLink} to={`/dwellings/${p.dwelling?.id}/preview`}>
      {p.dwelling?.address ?? p.dwelling?.headline ?? t('list.noAddress')}
    </Link>
  );
  const columns: TableColumn<Payment>[] = [
    { id: 'date', label: t('list.date'), render: (p) => formatDateTime(p.createdAt, i18n.language) },
    { id: 'dwelling', label: t('list.dwelling'), minWidth: 180, render: dwelling },
    {
      id: 'customer',
      label: t('list.customer'),
      minWidth: 160,
      render: (p) => (
        <>
          {p.name}
          <Typography variant="body2" color="text.secondary" component="div">
            {p.email}
          </Typography>
        </>
      ),
    },
    { id: 'product', label: t('list.product'), render: (p) => listingType(p.product) },
    { id: 'amount', label: t('list.amount'), align: 'right', render: (p) => formatKr(p.amount) },
    { id: 'refunded', label: t('list.refunded'), align: 'right', render: (p) => (p.refund ? formatKr(p.refund) : dash) },
    { id: 'status', label: t('list.status'), render: (p) => <PaymentStatusChip status={p.status} /> },
    { id: 'transaction', label: t('list.lookup'), minWidth: 160, render: lookupLink },
    {
      id: 'receipts',
      label: t('list.receipts'),
      render: (p) => (p.receipts?.length ? <ReceiptLinks receipts={p.receipts} /> : dash),
    },
  ];

  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField<PaymentStatus>
        label={t('list.status')}
        value={status}
        onChange={(v) => {
          setStatus(v);
          resetPaging();
        }}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        emptyOption={t('list.allStatuses')}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <DebouncedTextField
        label={t('list.search')}
        placeholder={t('list.searchHelp')}
        value={search}
        delayMs={900}
        onCommit={(v) => {
          setSearch(v);
          resetPaging();
        }}
        width={320}
      />
    </Stack>
  );

  let body;
  if (query.isPending) body = <LinearProgress />;
  else if (query.isError) body = <Alert severity="error">{t('list.loadFailed')}</Alert>;
  else {
    const conn = query.data;
    const rows = nodesOf(conn);
    body = (
      <Paper variant="outlined">
        <PagedTable
          label={t('list.title')}
          columns={columns}
          rows={rows}
          rowKey={(p) => p.id ?? ''}
          emptyText={t('list.empty')}
          isFetching={query.isFetching}
          paging={paging.pager(conn)}
          renderNarrow={(list) => (
            <PaymentCards
              payments={list}
              label={t('list.title')}
              emptyText={t('list.empty')}
              dwelling={dwelling}
              details={(p) => (
                <>
                  <Typography variant="body2">
                    {p.name} · {p.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(p.createdAt, i18n.language)}
                    {p.refund ? ` · ${t('panel.refunded', { amount: formatKr(p.refund) })}` : null}
                  </Typography>
                  <Typography variant="body2">{lookupLink(p)}</Typography>
                </>
              )}
            />
          )}
        />
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading title={t('list.title')} />
      {filters}
      {body}
    </Stack>
  );
}
