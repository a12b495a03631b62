/**
 * The lease terms of a listing's public page (doc 2 §3 available, timeframe, terms; §5 step 1): available from
 * (or as soon as possible), the rental period (unlimited, or limited with its end date or months), pets (Yes/No/Ask
 * the landlord; not set reads as ask) and the other terms the landlord set, each with its comment.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { rentalPeriod } from '@udlejning/shared/public-listing/rental-period';
import { formatDate } from '../../../ui/format';
import { Fact } from '../../../ui/Fact';
import { FactGrid, ListingSection } from './ListingSection';

export function ListingLease({ listing }: { listing: PublicListing }) {
  const { t, i18n } = useTranslation('publicListing');
  const { t: td } = useTranslation('dwellings');
  const period = rentalPeriod(listing.timeframe);
  const pets = listing.terms.find((x) => x.key === 'PETS');
  const others = listing.terms.filter((x) => x.key !== 'PETS' && x.value === true);
  const withComment = (text: string, comment: string | null) => (comment ? `${text} (${comment})` : text);
  return (
    <ListingSection title={t('lease.title')}>
      <FactGrid>
        <Fact variant="body1" label={t('facts.available')}>
          {listing.available ? formatDate(listing.available, i18n.language) : t('facts.asap')}
        </Fact>
        <Fact variant="body1" label={t('lease.period')}>
          {t(`lease.periodValue.${period.key}`, {
            date: period.date ? formatDate(period.date, i18n.language) : '',
            min: period.min,
            max: period.max,
          })}
        </Fact>
        <Fact variant="body1" label={t('lease.pets')}>
          {withComment(
            t(`lease.petsValue.${String(pets?.value ?? 'unknown') as 'true' | 'false' | 'unknown'}`),
            pets?.comment ?? null,
          )}
        </Fact>
      </FactGrid>
      {others.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
          <Fact variant="body1" label={t('lease.otherTerms')}>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {others.map((x) => (
                <li key={x.key}>{withComment(td(`term.${x.key}`), x.comment)}</li>
              ))}
            </Box>
          </Fact>
        </Box>
      )}
    </ListingSection>
  );
}
