import { useEffect, useRef, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, Divider, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { PageHeading } from '../../../shell/PageHeading';
import { ApiError } from '../../../lib/api';
import { formatDate, formatKr } from '../../../ui/format';
import { recordClick, recordShare, useCompleteSeekerSignIn, usePublicListing } from '../api';
import { PublicListingLayout } from '../components/PublicListingLayout';
import { ListingPhotos } from '../components/ListingPhotos';
import { ContactForm } from '../components/ContactForm';
import { SeekerSignIn } from '../components/SeekerSignIn';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body1' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The sign-in link's token (`?seekerToken=`): exchanged for the seeker cookie once, then dropped from the URL. */
function useSeekerTokenFromLink(uuid: string) {
  const [search, setSearch] = useSearchParams();
  const complete = useCompleteSeekerSignIn(uuid);
  const token = search.get('seekerToken');
  const done = useRef(false);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    complete.mutate(token);
    setSearch(
      (prev) => {
        prev.delete('seekerToken');
        return prev;
      },
      { replace: true },
    );
  }, [token, complete, setSearch]);
  return complete;
}

/**
 * /bolig/:uuid (docs/architecture.md "Messages and the public listing page"): an approved, active listing for anyone, no login: photos, headline, price,
 * facts, description, the landlord's contact, the contact form under the tier's contact access with
 * the refusal text, the seeker's sign-in, and 'Del på Facebook'. Each view counts a click.
 */
export function PublicListingPage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('publicListing');
  const listing = usePublicListing(uuid);
  const signIn = useSeekerTokenFromLink(uuid);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!listing.data || counted.current === uuid) return;
    counted.current = uuid;
    recordClick(uuid);
  }, [listing.data, uuid]);

  if (listing.isPending) return <PublicListingLayout>{<LinearProgress />}</PublicListingLayout>;
  if (listing.isError) {
    const notFound = listing.error instanceof ApiError && listing.error.status === 404;
    return (
      <PublicListingLayout>
        <PageHeading title={t(notFound ? 'notFound' : 'loadFailed')} variant="h5" />
        {notFound && <Typography color="text.secondary">{t('notFoundHint')}</Typography>}
      </PublicListingLayout>
    );
  }
  return (
    <PublicListingLayout>
      {signIn.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('seeker.signedIn')}
        </Alert>
      )}
      {signIn.isError && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('seeker.linkFailed')}
        </Alert>
      )}
      <ListingView listing={listing.data} />
    </PublicListingLayout>
  );
}

function ListingView({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('publicListing');
  const { t: td } = useTranslation('dwellings');
  const place = [listing.address ?? [listing.zip, listing.city].filter(Boolean).join(' ')].filter(Boolean).join('');
  const title = listing.headline ?? place;
  const shareUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/bolig/${listing.uuid}`)}`;
  const { viewer } = listing;
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
            {listing.dwellingType && <Fact label={t('facts.type')}>{td(`dwellingType.${listing.dwellingType}`)}</Fact>}
            {listing.rooms !== null && <Fact label={t('facts.rooms')}>{listing.rooms}</Fact>}
            {listing.area !== null && <Fact label={t('facts.area')}>{t('facts.areaValue', { area: listing.area })}</Fact>}
            {listing.rent !== null && <Fact label={t('facts.rent')}>{formatKr(listing.rent)}</Fact>}
            {listing.prepaid !== null && <Fact label={t('facts.prepaid')}>{formatKr(listing.prepaid)}</Fact>}
            {listing.deposit !== null && <Fact label={t('facts.deposit')}>{formatKr(listing.deposit)}</Fact>}
            <Fact label={t('facts.available')}>{listing.available ? formatDate(listing.available) : t('facts.asap')}</Fact>
            <Fact label={t('facts.location')}>{[listing.zip, listing.city].filter(Boolean).join(' ')}</Fact>
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
      <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('contact.title')}
        </Typography>
        {(listing.contact.name || listing.contact.phone || listing.contact.email) && (
          <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 1 }}>
            {listing.contact.name && <Fact label={t('contact.landlord')}>{listing.contact.name}</Fact>}
            {listing.contact.phone && (
              <Fact label={t('contact.phone')}>
                <Link href={`tel:${listing.contact.phone}`}>{listing.contact.phone}</Link>
              </Fact>
            )}
            {listing.contact.email && (
              <Fact label={t('contact.emailLabel')}>
                <Link href={`mailto:${listing.contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
                  {listing.contact.email}
                </Link>
              </Fact>
            )}
          </Box>
        )}
        <Chip size="small" variant="outlined" label={td(`listingType.${listing.listingType}`)} sx={{ mb: 1 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {listing.chatable ? t(`contact.access.${listing.contactAccess}`) : t('contact.chatOff')}
        </Typography>
        {listing.chatable && <ContactForm uuid={listing.uuid} seeker={viewer.seeker} />}
        <Divider sx={{ my: 2 }} />
        <SeekerSignIn uuid={listing.uuid} seeker={viewer.seeker} />
      </Paper>
    </Box>
  );
}
