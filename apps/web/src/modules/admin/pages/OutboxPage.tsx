import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  IconButton,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { OUTBOX_DEFAULT_PAGE_SIZE } from '@udlejning/shared/admin/outbox';
import { tMessage } from '../../../lib/i18n';
import { useOutbox } from '../api';
import { OutboxRow } from './OutboxRow';
import { PageHeading } from '../../../shell/PageHeading';

/** /outbox (admin): every mail newest first, with its delivery state; the texts with the dev transport. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(OUTBOX_DEFAULT_PAGE_SIZE);
  const outbox = useOutbox(page + 1, pageSize);
  const mails = outbox.data?.results ?? [];

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
        {outbox.isFetching && <LinearProgress aria-label={t('loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('outbox.title')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('outbox.to')}</TableCell>
                <TableCell>{t('outbox.subject')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('outbox.kind')}</TableCell>
                <TableCell>{t('outbox.state')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('outbox.created')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {mails.map((mail) => (
                <OutboxRow key={mail.id} mail={mail} />
              ))}
              {outbox.isSuccess && mails.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    {t('outbox.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={outbox.data?.totalCount ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_e, next) => setPage(next)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('rowsPerPage')}
          // 390 px: drop the page-size picker so the range and arrows fit
          sx={{ '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } } }}
        />
      </Paper>
    </Box>
  );
}
