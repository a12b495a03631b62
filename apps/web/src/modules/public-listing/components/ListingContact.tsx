/**
 * The contact panel of a listing's public page (doc 2 §1 contact access): the landlord's name, phone and
 * e-mail and who may write (or, to one who will be refused, why and how to become allowed: ContactRefusal),
 * rendered with the listing; the listing's tier is internal and not shown. The forms (ContactForms) are a
 * chunk of their own (react-hook-form, the fields), asked for once the listing is on screen and the panel is
 * in view or the visitor presses a key or taps (docs/architecture.md "Front-end loading"): on a phone the
 * panel is below the listing, so loading, evaluating and rendering them is no part of the page's start.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { afterNextPaint } from '../../../lib/after-paint';
import { useInViewOrInput } from '../../../lib/use-in-view-or-input';
import { Fact } from '../../../ui/Fact';
import { ContactRefusal } from './ContactRefusal';

const ContactForms = lazy(async () => ({ default: (await import('./ContactForms')).ContactForms }));

/** About the height the forms take on a phone (px), kept while they load so the page below does not move (CLS). */
const FORMS_MIN_HEIGHT = { chatable: 420, chatOff: 160 } as const;

export function ListingContact({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('publicListing');
  const { contact, viewer } = listing;
  const panel = useRef<HTMLDivElement>(null);
  const [isPainted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const isWanted = useInViewOrInput(panel);
  const minHeight = FORMS_MIN_HEIGHT[listing.chatable ? 'chatable' : 'chatOff'];
  return (
    <Paper ref={panel} variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('contact.title')}
      </Typography>
      {(contact.name || contact.phone || contact.email) && (
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 1 }}>
          {contact.name && (
            <Fact variant="body1" label={t('contact.landlord')}>
              {contact.name}
            </Fact>
          )}
          {contact.phone && (
            <Fact variant="body1" label={t('contact.phone')}>
              {/* the server sends the number grouped (formatPhone); the link takes its digits and plus */}
              <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
            </Fact>
          )}
          {contact.email && (
            <Fact variant="body1" label={t('contact.emailLabel')}>
              <Link href={`mailto:${contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
                {contact.email}
              </Link>
            </Fact>
          )}
        </Box>
      )}
      {/* who will be refused learns it before typing (doc 2 §1 contact access) */}
      {listing.chatable && !listing.viewer.allowed ? (
        <ContactRefusal listing={listing} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {listing.chatable ? t(`contact.access.${listing.contactAccess}`) : t('contact.chatOff')}
        </Typography>
      )}
      {isPainted && isWanted ? (
        <Suspense
          fallback={
            <Box sx={{ minHeight }}>
              <LinearProgress aria-label={t('loading', { ns: 'common' })} />
            </Box>
          }
        >
          <ContactForms uuid={listing.uuid} seeker={viewer.seeker} chatable={listing.chatable} />
        </Suspense>
      ) : (
        <Box sx={{ minHeight }} />
      )}
    </Paper>
  );
}
