/**
 * The location of a listing's public page: the address as text (what screen readers and a page without
 * JavaScript get), then the map (dwellings/map/PreviewMap: MapLibre over the configured tiles, else the schematic
 * map) in a chunk of its own, asked for once the section is in view or the visitor uses the page, so MapLibre is
 * no part of the page's first load (docs/architecture.md "Front-end loading"). No map when the landlord hides the
 * address (anonymous LOCATION: the server sends no coordinates).
 */
import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { useInViewOrInput } from '../../../lib/use-in-view-or-input';
import { ListingSection } from './ListingSection';

const PreviewMap = lazy(async () => ({ default: (await import('../../dwellings/map/PreviewMap')).PreviewMap }));

/** The live map's box (PreviewMap: 4:3, at most 360 px high), kept while the chunk loads so nothing below moves. */
const MAP_BOX = { width: '100%', aspectRatio: '4 / 3', maxHeight: 360 } as const;

export function ListingLocation({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('publicListing');
  const box = useRef<HTMLDivElement>(null);
  const isWanted = useInViewOrInput(box);
  const place = listing.address ?? [listing.zip, listing.city].filter(Boolean).join(' ');
  return (
    <ListingSection title={t('map.title')}>
      <Typography component="p" sx={{ mb: 1 }}>
        {place}
      </Typography>
      {listing.address === null && (
        <Typography variant="body2" color="text.secondary">
          {t('map.hidden')}
        </Typography>
      )}
      {listing.coordinates && (
        <Box ref={box}>
          {isWanted ? (
            <Suspense fallback={<Box sx={{ ...MAP_BOX, bgcolor: 'grey.100', borderRadius: 1 }} />}>
              <PreviewMap coordinates={listing.coordinates} zip={listing.zip} city={listing.city} />
            </Suspense>
          ) : (
            <Box sx={{ ...MAP_BOX, bgcolor: 'grey.100', borderRadius: 1 }} />
          )}
        </Box>
      )}
    </ListingSection>
  );
}
