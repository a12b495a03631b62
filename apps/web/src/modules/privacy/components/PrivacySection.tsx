import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { USER_DELETION_DELAY_DAYS } from '@udlejning/shared/users/admin';
import { tokenStorage } from '../../../lib/token-storage';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { formatDate } from '../../../ui/format';
import { useRequestDeletion } from '../api';

/** Saves `blob` as a file named `name` through a temporary link. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * My Account's privacy rights (GDPR art. 15, 17, 20): "Download my data" saves the zip
 * of GET /api/users/me/export; "Delete my account" asks for the password and schedules the
 * deletion (POST /api/users/me/deletion), then shows the date.
 */
export function PrivacySection() {
  const { t, i18n } = useTranslation('users');
  const [isDownloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [expireAt, setExpireAt] = useState<string | null>(null);
  const deletion = useRequestDeletion();

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const token = tokenStorage.get();
      const res = await fetch('/api/users/me/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!res.ok) throw new Error(String(res.status));
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'udlejning-data.zip';
      saveBlob(await res.blob(), name);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const confirmDeletion = async () => {
    try {
      const res = await deletion.mutateAsync({ password });
      setExpireAt(res.expireAt);
      setAsking(false);
      setPassword('');
    } catch {
      // the field shows the error
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('privacy.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('privacy.text')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={() => void download()} disabled={isDownloading}>
            {t('privacy.download')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={expireAt !== null}>
            {t('privacy.delete')}
          </Button>
        </Stack>
        {downloadFailed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('privacy.downloadFailed')}
          </Alert>
        )}
        {expireAt && (
          <Alert severity="warning" sx={{ mt: 2 }} role="status">
            {t('privacy.scheduled', { date: formatDate(expireAt, i18n.language) })}
          </Alert>
        )}
      </CardContent>
      <Dialog
        open={isAsking}
        onClose={() => setAsking(false)}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void confirmDeletion();
          }}
        >
          <DialogTitle id="delete-account-title">{t('privacy.deleteTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-account-text">
              {t('privacy.deleteText', { days: USER_DELETION_DELAY_DAYS })}
            </DialogContentText>
            <TextField
              type="password"
              label={t('privacy.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
              fullWidth
              sx={{ mt: 2 }}
              error={deletion.isError}
              helperText={
                deletion.isError
                  ? tMessage(
                      deletion.error instanceof ApiError
                        ? (deletion.error.issues[0]?.message ?? deletion.error.message)
                        : deletion.error.message,
                    )
                  : undefined
              }
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{t('resetDialog.close')}</Button>
            <Button type="submit" variant="contained" color="error" disabled={!password || deletion.isPending}>
              {t('privacy.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
