/**
 * The status page's links to the listing's public page (doc 2 §1, §2 Status page): 'Se annoncen' (the page),
 * 'Kopiér link' (its absolute URL to the clipboard, with a toast) and 'Del på Facebook' (counted as a share).
 * Rendered only for a listing the public page shows (`isPublicListing`). No icons: the public page's Facebook icon
 * shared with this page became a chunk of its own, one more file on the public page (docs/architecture.md "Front-end loading").
 */
import { Link as RouterLink } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { facebookShareUrl, publicListingPath, usePublicLinkActions } from '../public-link';

export function PublicListingLinks({ uuid }: { uuid: string }) {
  const { t } = useTranslation('lifecycle');
  const { copy, share } = usePublicLinkActions(uuid);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('publicLink.title')}
      </Typography>
      <Typography variant="body2">{t('publicLink.help')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={publicListingPath(uuid)} variant="outlined">
          {t('publicLink.view')}
        </Button>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('publicLink.copy')}
        </Button>
        <Button
          href={facebookShareUrl(uuid)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          onClick={share}
        >
          {t('publicLink.share')}
        </Button>
      </Stack>
    </Stack>
  );
}
