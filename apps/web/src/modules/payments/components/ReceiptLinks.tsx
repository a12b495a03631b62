/**
 * Download buttons for a payment's receipts and credit notes (GET /api/receipts/<n>.pdf, the owner
 * or an admin): fetched with the session's token and saved as a file, since a plain link would not
 * carry the Authorization header.
 */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { apiFetchFile } from '../../../lib/api';
import { useSnackbar } from '../../../ui/toast/toast';
import type { Receipt } from '../types';

/** Fetches `url` with the session token and saves it as `name`. Throws ApiError on a non-OK reply. */
export async function downloadFile(url: string, name: string): Promise<void> {
  const objectUrl = URL.createObjectURL(await apiFetchFile(url));
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

/** The label of a receipt: 'Kvittering nr. 12' or 'Kreditnota nr. 13'. */
export function useReceiptLabel() {
  const { t } = useTranslation('payments');
  return (r: Receipt) => t(r.kind === 'CREDIT_NOTE' ? 'receipts.creditNote' : 'receipts.receipt', { number: r.number });
}

/** Nothing without receipts (a payment's `receipts` may be null in the schema). */
export function ReceiptLinks({ receipts }: { receipts: readonly Receipt[] | null }) {
  const { t } = useTranslation('payments');
  const { enqueueSnackbar } = useSnackbar();
  const label = useReceiptLabel();
  const [busy, setBusy] = useState<number | null>(null);
  if (!receipts?.length) return null;
  async function handleDownload(r: Receipt) {
    if (!r.url) return;
    setBusy(r.number);
    try {
      await downloadFile(r.url, `${r.kind === 'CREDIT_NOTE' ? 'kreditnota' : 'kvittering'}-${r.number}.pdf`);
    } catch {
      enqueueSnackbar(t('receipts.downloadFailed'), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {(receipts ?? []).map((r) => (
        <Button
          key={r.number}
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy === r.number}
          onClick={() => void handleDownload(r)}
          aria-label={`${t('receipts.download')}: ${label(r)}`}
        >
          {label(r)}
        </Button>
      ))}
    </Stack>
  );
}
