import { Alert, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@udlejning/shared/phone';
import { useValidateDwelling } from '../api';

/**
 * The owner and phone lookup of GET /api/admin/validate/:id (doc 2 §3, §7) in the admin panel:
 * the address, the BBR link, owners when a register is configured, and a plain note of the
 * lookups that are not configured. Shows only what the server returned.
 */
export function OwnerLookupCard({ uuid }: { uuid: string }) {
  const { t } = useTranslation('moderation');
  const lookup = useValidateDwelling(uuid);
  if (lookup.isPending) return null;
  if (lookup.isError) return <Alert severity="error">{t('userInfo.loadFailed')}</Alert>;
  const v = lookup.data;
  const missing = v.notConfigured.map((k) => t(k === 'ownership' ? 'lookup.ownership' : 'lookup.phoneLookup'));
  return (
    <Stack spacing={0.5} aria-label={t('lookup.title')} role="region">
      <Typography variant="subtitle2">{t('lookup.title')}</Typography>
      <Typography variant="body2">
        {t('lookup.address')}: {v.details.location ?? '–'}
      </Typography>
      {v.bbrLink ? (
        <Link href={v.bbrLink} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('lookup.bbr')}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('lookup.noBbr')}
        </Typography>
      )}
      {v.owners.length > 0 && (
        <Typography variant="body2">
          {t('lookup.owners')}: {v.owners.map((o) => o.name).join(', ')}
        </Typography>
      )}
      <Typography variant="body2">
        {t('lookup.phone')}: {v.phone.phone ? formatPhone(v.phone.phone) : '–'}
      </Typography>
      {missing.length > 0 && (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {t('lookup.notConfigured', { lookups: missing.join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}
