import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingDuplicateRef, DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { dwellingImageUrl } from '@udlejning/shared/dwellings/image-url';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';

/** What one side of the comparison shows. */
type Side = { uuid: string; address: string | null; landlord: string; status: DwellingStatus; images: string[] };

/** Thumbnails of the first photos shown per side. */
const PHOTOS = 3;

function ListingSide({ heading, side, isOther }: { heading: string; side: Side; isOther: boolean }) {
  const { t } = useTranslation('dwellings');
  const address = side.address ?? t('moderation.noAddress');
  return (
    <Box component="section" aria-label={heading} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', fontSize: 12 }, '& dd': { m: 0, mb: 0.5 } }}>
        <dt>{t('moderation.address')}</dt>
        <dd>
          {isOther ? (
            <Link component={RouterLink} to={`/dwellings/${side.uuid}/preview`} aria-label={`${t('moderation.openOther')}: ${address}`}>
              {address}
            </Link>
          ) : (
            address
          )}
        </dd>
        <dt>{t('moderation.landlord')}</dt>
        <dd>{side.landlord}</dd>
        <dt>{t('moderation.status')}</dt>
        <dd>{t(`status.${side.status}`)}</dd>
      </Box>
      {side.images.length ? (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
          {side.images.slice(0, PHOTOS).map((filename, i) => (
            <Box
              key={filename}
              component="img"
              src={dwellingImageUrl(filename, 'thumb')}
              alt={t('moderation.photo', { n: i + 1, address })}
              loading="lazy"
              sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 0.5 }}
            />
          ))}
        </Stack>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('moderation.noPhotos')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * "Mulig dublet" in the approve/reject dialog (docs/architecture.md "One listing per home"): this listing and
 * another landlord's listing of the same home side by side (address, landlord, status, first photos), so the
 * admin decides in one place.
 */
export function DuplicateComparison({ dwelling, other }: { dwelling: DwellingView; other: DwellingDuplicateRef }) {
  const { t } = useTranslation('dwellings');
  const current: Side = {
    uuid: dwelling.uuid,
    address: dwelling.location.address,
    landlord: `${dwelling.user.name} (${dwelling.user.email})`,
    status: dwelling.status,
    images: dwelling.images,
  };
  const theirs: Side = {
    uuid: other.uuid,
    address: other.address,
    landlord: `${other.ownerName} (${other.ownerEmail})`,
    status: other.status,
    images: other.images,
  };
  return (
    <Alert severity="warning" icon={false} data-testid="duplicate-comparison">
      <AlertTitle>{t('moderation.duplicateTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('moderation.duplicateText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ListingSide heading={t('moderation.thisListing')} side={current} isOther={false} />
        <ListingSide heading={t('moderation.otherListing')} side={theirs} isOther />
      </Stack>
    </Alert>
  );
}
