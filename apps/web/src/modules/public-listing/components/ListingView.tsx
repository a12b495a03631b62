/**
 * A listing's public page content (doc 2 §1): photos, headline, price, facts, description, 'Del på Facebook'
 * and the contact panel. Its first render needs only the core chunk and the page's own chunk
 * (docs/architecture.md "Front-end loading"): MUI by path, no Chip, AppBar or form.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { PageHeading } from '../../../shell/PageHeading';
import { formatDate, formatKr } from '../../../ui/format';
import { recordShare } from '../api';
import { Fact } from '../../../ui/Fact';
import { ListingContact } from './ListingContact';
import { ListingPhotos } from './ListingPhotos';

export function ListingView({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('publicListing');
  const { t: td } = useTranslation('dwellings');
  const place = [listing.address ?? [listing.zip, listing.city].filter(Boolean).join(' ')].filter(Boolean).join('');
  const title = listing.headline ?? place;
  const shareUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/bolig/${listing.uuid}`)}`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ListingPhotos images={listing.images} title={title} />
        <Box>
          <PageHeading title={title} variant="h4" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.1rem' } }} />
          <Typography color="text.secondary">{place}</Typography>
        </Box>
        {listing.rent !== null && (
          <Typography variant="h5" component="p" color="primary.dark" sx={{ fontWeight: 700 }}>
            {t('perMonth', { amount: formatKr(listing.rent) })}
          </Typography>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('facts.title')}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {listing.dwellingType && (
              <Fact variant="body1" label={t('facts.type')}>
                {td(`dwellingType.${listing.dwellingType}`)}
              </Fact>
            )}
            {listing.rooms !== null && (
              <Fact variant="body1" label={t('facts.rooms')}>
                {listing.rooms}
              </Fact>
            )}
            {listing.area !== null && (
              <Fact variant="body1" label={t('facts.area')}>
                {t('facts.areaValue', { area: listing.area })}
              </Fact>
            )}
            {listing.rent !== null && (
              <Fact variant="body1" label={t('facts.rent')}>
                {formatKr(listing.rent)}
              </Fact>
            )}
            {listing.prepaid !== null && (
              <Fact variant="body1" label={t('facts.prepaid')}>
                {formatKr(listing.prepaid)}
              </Fact>
            )}
            {listing.deposit !== null && (
              <Fact variant="body1" label={t('facts.deposit')}>
                {formatKr(listing.deposit)}
              </Fact>
            )}
            <Fact variant="body1" label={t('facts.available')}>
              {listing.available ? formatDate(listing.available) : t('facts.asap')}
            </Fact>
            <Fact variant="body1" label={t('facts.location')}>
              {[listing.zip, listing.city].filter(Boolean).join(' ')}
            </Fact>
          </Box>
          {listing.inclusive && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('facts.inclusive')}
            </Typography>
          )}
        </Paper>
        {listing.description && (
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('description')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{listing.description}</Typography>
          </Box>
        )}
        <Box>
          <Button
            component="a"
            href={shareUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<FacebookIcon />}
            onClick={() => recordShare(listing.uuid)}
          >
            {t('share')}
          </Button>
        </Box>
      </Stack>
      <ListingContact listing={listing} />
    </Box>
  );
}
