/**
 * Tells a visitor who will be refused, before they type, why and how to become allowed (doc 2 §1 contact access:
 * STANDARD only paying users, PLUS all registered users, PREMIUM all visitors): the server's rule, read from the
 * listing's `viewer.allowed` and `contactAccess` (canContact), never re-derived here. PLUS: sign in with an e-mail
 * (free; the link makes a visitor REGISTERED). STANDARD: paying comes only from the marketplace's subscription, so
 * sign in with that subscription's e-mail (a signed-in registered seeker is told to use that e-mail instead). Links to
 * the sign-in form below, and names the landlord's phone or e-mail when the page shows one.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';

/** The id of the seeker sign-in form (SeekerSignIn), the notice's link target. */
export const SEEKER_SIGN_IN_ID = 'seeker-sign-in';

/**
 * Moves focus to the sign-in form's e-mail field. The form is in a chunk that the click itself asks for
 * (useInViewOrInput), so it is looked for every 100 ms for up to 5 s. The viewing booking's sign-in link uses it too.
 */
export function focusSeekerSignIn(triesLeft = 50): void {
  const input = document.getElementById(SEEKER_SIGN_IN_ID)?.querySelector('input');
  if (input) {
    input.scrollIntoView?.({ block: 'center' });
    input.focus();
  } else if (triesLeft > 0) window.setTimeout(() => focusSeekerSignIn(triesLeft - 1), 100);
}

export function ContactRefusal({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('publicListing');
  const { viewer, contactAccess } = listing;
  if (!listing.chatable || viewer.allowed || contactAccess === 'VISITOR') return null;
  const how =
    contactAccess === 'REGISTERED'
      ? t('contact.refusal.REGISTERED_HOW')
      : viewer.seeker
        ? t('contact.refusal.PAYING_SIGNED_IN')
        : t('contact.refusal.PAYING_HOW');
  const hasOtherWays = Boolean(listing.contact.phone || listing.contact.email);
  return (
    // a note, not an alert: it is there when the page opens, nothing to interrupt the reader for
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      <AlertTitle component="h3" sx={{ fontSize: '1rem' }}>
        {t('contact.refusal.title')}
      </AlertTitle>
      <Typography variant="body2">{t(`contact.refusal.${contactAccess}`)}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {how}
      </Typography>
      {!viewer.seeker && (
        <Link
          href={`#${SEEKER_SIGN_IN_ID}`}
          onClick={(e) => {
            e.preventDefault();
            focusSeekerSignIn();
          }}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1, py: 0.5 }}
        >
          {t('contact.refusal.signIn')}
        </Link>
      )}
      {hasOtherWays && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('contact.refusal.otherWays')}
        </Typography>
      )}
    </Alert>
  );
}
