import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  LinearProgress,
  Link,
  Paper,
  Rating,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@udlejning/shared/dwellings/enums';
import { formatDateTime } from '../../../lib/i18n';
import { useFeedbacks } from '../feedback-api';
import { PageHeading } from '../../../shell/PageHeading';

/**
 * /feedback/ (admin, doc 2 §2): the deactivation survey answers, newest first — rating,
 * leased by us, comment, date, user name and a link to the dwelling's preview. Paged 10/25/50/100.
 */
export function FeedbackPage() {
  const { t } = useTranslation('lifecycle');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useFeedbacks(page, pageSize);
  const dash = t('feedbackPage.unknown');

  let body;
  if (query.isPending) body = <LinearProgress />;
  else if (query.isError) body = <Alert severity="error">{t('feedbackPage.loadFailed')}</Alert>;
  else if (query.data.totalCount === 0) body = <Alert severity="info">{t('feedbackPage.empty')}</Alert>;
  else
    body = (
      <Paper variant="outlined">
        {query.isFetching && <LinearProgress sx={{ height: 2 }} />}
        <TableContainer>
          <Table size="small" aria-label={t('feedbackPage.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('feedbackPage.rating')}</TableCell>
                <TableCell>{t('feedbackPage.leasedByAB')}</TableCell>
                <TableCell sx={{ minWidth: 240 }}>{t('feedbackPage.comment')}</TableCell>
                <TableCell>{t('feedbackPage.createdAt')}</TableCell>
                <TableCell>{t('feedbackPage.user')}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{t('feedbackPage.dwelling')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.rows.map((f) => (
                <TableRow key={f.id}>
                  <TableCell>
                    <Rating
                      value={f.rating}
                      readOnly
                      size="small"
                      aria-label={t('feedbackPage.ratingValue', { rating: f.rating })}
                    />
                  </TableCell>
                  <TableCell>{f.leasedByAB ? t(`leasedByAB.${f.leasedByAB}`) : dash}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{f.comment ?? dash}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(f.createdAt)}</TableCell>
                  <TableCell>{f.user?.name ?? dash}</TableCell>
                  <TableCell>
                    {f.dwelling ? (
                      <Link component={RouterLink} to={`/dwellings/${f.dwelling.id}/preview`}>
                        {f.dwelling.address ?? f.dwelling.id}
                      </Link>
                    ) : (
                      dash
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={query.data.totalCount}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_e, next) => setPage(next)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
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
