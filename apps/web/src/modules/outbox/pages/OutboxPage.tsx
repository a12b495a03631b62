import { useTranslation } from 'react-i18next';
import { Alert, Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { OUTBOX_DEFAULT_PAGE_SIZE, type OutboxMail } from '@udlejning/shared/outbox/outbox';
import { tMessage } from '../../../lib/i18n';
import { useOutbox } from '../api';
import { PagedTable, type TableColumn } from '../../../ui/PagedTable';
import { usePaging } from '../../../ui/use-paging';
import { OutboxRow } from '../components/OutboxRow';
import { PageHeading } from '../../../shell/PageHeading';

/** /outbox (admin): every mail newest first, with its delivery state; the texts with the dev transport. */
export function OutboxPage() {
  const { t } = useTranslation();
  const paging = usePaging(OUTBOX_DEFAULT_PAGE_SIZE);
  const outbox = useOutbox(paging.page + 1, paging.pageSize);
  const mails = outbox.data?.results ?? [];
  // the header of OutboxRow's cells: expand button, to, subject, kind, state, created
  const columns: TableColumn<OutboxMail>[] = [
    { id: 'expand', label: '', padding: 'checkbox' },
    { id: 'to', label: t('outbox.to'), hideBelow: 'sm' },
    { id: 'subject', label: t('outbox.subject') },
    { id: 'kind', label: t('outbox.kind'), hideBelow: 'md' },
    { id: 'state', label: t('outbox.state') },
    { id: 'created', label: t('outbox.created'), hideBelow: 'sm' },
  ];

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <PageHeading title={t('outbox.title')} variant="h5" sx={{ fontWeight: 600, flexGrow: 1 }} />
        <Tooltip title={t('refresh')}>
          <IconButton aria-label={t('refresh')} onClick={() => void outbox.refetch()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {t('outbox.intro')}
      </Typography>
      {outbox.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {tMessage(outbox.error.message)}
        </Alert>
      )}
      <Paper variant="outlined">
        <PagedTable
          label={t('outbox.title')}
          columns={columns}
          rows={mails}
          rowKey={(mail) => mail.id}
          renderRow={(mail) => <OutboxRow mail={mail} />}
          paging={{ ...paging, totalCount: outbox.data?.totalCount ?? 0, isCompactOnPhone: true }}
          isFetching={outbox.isFetching}
          emptyText={outbox.isSuccess ? t('outbox.empty') : undefined}
        />
      </Paper>
    </Box>
  );
}
