/**
 * A listing's public page content (doc 2 §1, §3): photos, headline, rent and total per month, facts, costs (with
 * the move-in cost), lease terms, description, facilities, location with the map, 'Del på Facebook' and the contact
 * panel, and the viewing times a seeker can book (ListingViewings). Nothing internal (the listing's tier) is shown to seekers. Its first render needs only the core chunk and the page's own chunk
 * (docs/architecture.md "Front-end loading"): MUI by path, no Chip, AppBar or form.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { PageHeading } from '../../../shell/PageHeading';
import { totalMonthlyCost } from '@udlejning/shared/dwellings/costs';
import { formatKr } from '../../../ui/format';
import { recordShare } from '../api';
import { Fact } from '../../../ui/Fact';
import { ListingContact } from './ListingContact';
import { ListingEconomy } from './ListingEconomy';
import { ListingFacilities } from './ListingFacilities';
import { ListingLease } from './ListingLease';
import { ListingLocation } from './ListingLocation';
import { ListingPhotos } from './ListingPhotos';
import { ListingViewings } from './ListingViewings';
import { FactGrid, ListingSection } from './ListingSection';

export function ListingView({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('publicListing');
  const { t: td } = useTranslation('dwellings');
  const place = [listing.address ?? [listing.zip, listing.city].filter(Boolean).join(' ')].filter(Boolean).join('');
  const title = listing.headline ?? place;
  const total = totalMonthlyCost(listing);
  const hasFacts = listing.dwellingType !== null || listing.rooms !== null || listing.area !== null;
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
          <Box>
            <Typography variant="h5" component="p" color="primary.dark" sx={{ fontWeight: 700 }}>
              {t('perMonth', { amount: formatKr(listing.rent) })}
            </Typography>
            {total !== null && total !== listing.rent && (
              <Typography color="text.secondary">{`${t('economy.total')}: ${formatKr(total)}`}</Typography>
            )}
          </Box>
        )}
        {/* the place has its own section (ListingLocation) */}
        {hasFacts && (
          <ListingSection title={t('facts.title')}>
            <FactGrid>
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
            </FactGrid>
          </ListingSection>
        )}
        <ListingEconomy listing={listing} />
        <ListingLease listing={listing} />
        {listing.description && (
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('description')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{listing.description}</Typography>
          </Box>
        )}
        <ListingFacilities facilities={listing.facilities} />
        <ListingLocation listing={listing} />
        <ListingViewings listing={listing} />
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
