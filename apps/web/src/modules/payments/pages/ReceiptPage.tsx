/**
 * /receipts/:number and /credit-notes/:number (signed in: the buyer or an admin): the page a receipt or
 * credit-note mail links to (docs/architecture.md "Sign-in and mail links"). A mailed link carries no login,
 * so this page fetches the PDF (GET /api/receipts/<n>.pdf) with the session and offers it to open and save;
 * a signed-out visitor signs in first and comes back here. Someone else's or an unknown number shows
 * 'not found' (the API answers 404 for both).
 */
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetchFile } from '../../../lib/api';
import { PageHeading } from '../../../shell/PageHeading';

type Props = { kind: 'RECEIPT' | 'CREDIT_NOTE' };

/** The receipt's number from the address, or null when it is not a positive whole number. */
function receiptNumber(param: string | undefined): number | null {
  return param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

export function ReceiptPage({ kind }: Props) {
  const { t } = useTranslation('payments');
  const number = receiptNumber(useParams().number);
  const pdf = useQuery({
    queryKey: ['payments', 'receipt-pdf', number],
    queryFn: () => apiFetchFile(`/api/receipts/${number}.pdf`),
    enabled: number !== null,
    retry: false,
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  const title = t(kind === 'CREDIT_NOTE' ? 'receipts.creditNote' : 'receipts.receipt', { number: number ?? '' });
  const fileName = `${kind === 'CREDIT_NOTE' ? 'kreditnota' : 'kvittering'}-${number}.pdf`;
  const notFound = number === null || (pdf.error instanceof ApiError && pdf.error.status === 404);

  let body;
  if (notFound) body = <Alert severity="warning">{t('receiptPage.notFound')}</Alert>;
  else if (pdf.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void pdf.refetch()}>
            {t('receiptPage.retry')}
          </Button>
        }
      >
        {t('receipts.downloadFailed')}
      </Alert>
    );
  else if (!objectUrl) body = <LinearProgress aria-label={t('receiptPage.loading')} />;
  else
    body = (
      <Stack spacing={2}>
        <Typography>{t('receiptPage.ready')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<DownloadIcon />} href={objectUrl} download={fileName}>
            {t('receipts.download')}
          </Button>
          <Button variant="outlined" startIcon={<OpenInNewIcon />} href={objectUrl} target="_blank" rel="noopener">
            {t('receiptPage.open')}
          </Button>
        </Stack>
        {/* the PDF itself where there is room; a phone opens it with the button above. A frame, not an <object>:
            the pages' CSP allows blob: frames and no plugins (object-src 'none', platform/http/security.ts) */}
        <Box
          component="iframe"
          src={objectUrl}
          title={title}
          sx={{ display: { xs: 'none', md: 'block' }, width: '100%', height: '75vh', border: 1, borderColor: 'divider' }}
        />
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <PageHeading title={title} />
      {body}
      <div>
        <Button component={RouterLink} to="/my-payments">
          {t('receiptPage.back')}
        </Button>
      </div>
    </Stack>
  );
}
