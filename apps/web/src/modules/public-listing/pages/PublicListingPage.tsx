import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shell/PageHeading';
import { ApiError } from '../../../lib/api';
import { afterNextPaint } from '../../../lib/after-paint';
import { recordClick, useCompleteSeekerSignIn, usePublicListing } from '../api';
import { PublicListingLayout } from '../components/PublicListingLayout';
import { ListingView } from '../components/ListingView';

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
    // after the listing is on screen: a request before the first paint delays it on a slow phone (lib/after-paint.ts)
    return afterNextPaint(() => {
      counted.current = uuid;
      recordClick(uuid);
    });
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
