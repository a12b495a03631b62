import { Link as RouterLink } from 'react-router';
import { Alert, LinearProgress, Link, Paper, Rating, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { PagedTable, type TableColumn } from '../../../ui/PagedTable';
import { useConnectionPaging } from '../../../lib/use-connection-paging';
import { nodesOf } from '../../../lib/graphql';
import { useFeedbacks, type FeedbackRow } from '../api';
import { PageHeading } from '../../../shell/PageHeading';

/**
 * /feedback/ (admin, doc 2 §2): the deactivation survey answers, newest first — rating,
 * leased by us, comment, date, user name and a link to the dwelling's preview. Paged 10/25/50/100.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation('lifecycle');
  const paging = useConnectionPaging();
  const query = useFeedbacks(paging.variables);
  const dash = t('feedbackPage.unknown');
  const columns: TableColumn<FeedbackRow>[] = [
    {
      id: 'rating',
      label: t('feedbackPage.rating'),
      render: (f) => (
        <Rating value={f.rating} readOnly size="small" aria-label={t('feedbackPage.ratingValue', { rating: f.rating })} />
      ),
    },
    {
      id: 'leasedByAB',
      label: t('feedbackPage.leasedByAB'),
      render: (f) => (f.leasedByAB ? t(`leasedByAB.${f.leasedByAB}`) : dash),
    },
    {
      id: 'comment',
      label: t('feedbackPage.comment'),
      minWidth: 240,
      render: (f) => <span style={{ whiteSpace: 'pre-wrap' }}>{f.comment ?? dash}</span>,
    },
    { id: 'createdAt', label: t('feedbackPage.createdAt'), render: (f) => formatDateTime(f.createdAt, i18n.language) },
    { id: 'user', label: t('feedbackPage.user'), minWidth: 120, render: (f) => f.user?.name ?? dash },
    {
      id: 'dwelling',
      label: t('feedbackPage.dwelling'),
      minWidth: 180,
      render: (f) =>
        f.dwelling?.id ? (
          <Link component={RouterLink} to={`/dwellings/${f.dwelling.id}/preview`}>
            {f.dwelling.address ?? f.dwelling.id}
          </Link>
        ) : (
          dash
        ),
    },
  ];

  let body;
  if (query.isPending) body = <LinearProgress />;
  else if (query.isError) body = <Alert severity="error">{t('feedbackPage.loadFailed')}</Alert>;
  else if (query.data.totalCount === 0) body = <Alert severity="info">{t('feedbackPage.empty')}</Alert>;
  else
    body = (
      <Paper variant="outlined">
        <PagedTable
          label={t('feedbackPage.title')}
          columns={columns}
          rows={nodesOf(query.data)}
          rowKey={(f) => f.id}
          paging={paging.pager(query.data)}
          isFetching={query.isFetching}
        />
      </Paper>
    );

  return (
    <Stack spacing={2}>
      <PageHeading title={t('feedbackPage.title')} />
      {body}
    </Stack>
  );
}
