import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { tokenStorage } from '../../../lib/token-storage';
import { imageUrl } from '../upload-image';

/** The file name from a Content-Disposition header (RFC 5987 first), else `fallback`. */
export function dispositionName(header: string | null, fallback: string): string {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* fall through */
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Saves a fetched file under `name` through a temporary object URL. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Admin Download buttons under the preview's current image (doc 2 §6 "image and raw download"):
 * the web-size image, and the original upload (GET …?size=raw, sent with the admin's token).
 */
export function ImageDownloadButtons({ filename }: { filename: string }) {
  const { t } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const [isBusy, setBusy] = useState(false);

  async function downloadRaw() {
    setBusy(true);
    try {
      const token = tokenStorage.get();
      const res = await fetch(`${imageUrl(filename)}?size=raw`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!res.ok) throw new Error(`HTTP_${res.status}`);
      saveBlob(await res.blob(), dispositionName(res.headers.get('content-disposition'), filename));
    } catch {
      enqueueSnackbar(t('imageDownload.downloadFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<DownloadIcon />} href={`${imageUrl(filename)}?download=1`} download={filename}>
        {t('imageDownload.download')}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void downloadRaw()} disabled={isBusy}>
        {t('imageDownload.downloadRaw')}
      </Button>
    </Stack>
  );
}
