/**
 * The place of "Book en fremvisning" on a listing's public page. The booking part (viewings/PublicViewings, with the
 * viewings catalogue) is a chunk of its own, asked for once the listing is on screen and this place is in view or the
 * visitor presses a key or taps, as the contact forms are (ListingContact; docs/architecture.md "Front-end loading").
 * It shows nothing until it has times to offer.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import i18next from 'i18next';
import Box from '@mui/material/Box';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { afterNextPaint } from '../../../lib/after-paint';
import { useInViewOrInput } from '../../../lib/use-in-view-or-input';

const PublicViewings = lazy(async () => {
  const [{ PublicViewings: component }] = await Promise.all([
    import('../../viewings/components/PublicViewings'),
    i18next.loadNamespaces('viewings'),
  ]);
  return { default: component };
});

export function ListingViewings({ listing }: { listing: PublicListing }) {
  const place = useRef<HTMLDivElement>(null);
  const [isPainted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const isWanted = useInViewOrInput(place);
  return (
    <Box ref={place}>
      {isPainted && isWanted && (
        <Suspense fallback={null}>
          <PublicViewings listing={listing} />
        </Suspense>
      )}
    </Box>
  );
}
