/**
 * /payments/stripe/{paymentId} (admin, doc 2 §2; payments contract lookupPayment): the provider's
 * payment intent and our payment as key/value rows. `paymentId` is our payment id or the
 * provider's transaction id; an unknown one shows 'Betalingen findes ikke'.
 */
import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { PageHeading } from '../../../shell/PageHeading';
import { useLookupPayment } from '../api';

export function PaymentLookupPage() {
  const { t } = useTranslation('payments');
  const { paymentId = '' } = useParams();
  const query = useLookupPayment(paymentId);

  let body;
  if (query.isPending) body = <LinearProgress />;
  else if (query.isError)
    body = (
      <Alert severity="error">
        {query.error instanceof ApiError && query.error.status === 404 ? t('lookup.notFound') : t('lookup.loadFailed')}
      </Alert>
    );
  else
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('lookup.title', { paymentId })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('lookup.key')}</TableCell>
              <TableCell>{t('lookup.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((row, i) => (
              <TableRow key={`${row.key}-${i}`}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}>
                  {row.key}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Stack spacing={2}>
      <PageHeading title={t('lookup.title', { paymentId })} sx={{ wordBreak: 'break-all' }} />
      <div>
        <Button component={RouterLink} to="/payments">
          {t('lookup.back')}
        </Button>
      </div>
      {body}
    </Stack>
  );
}
