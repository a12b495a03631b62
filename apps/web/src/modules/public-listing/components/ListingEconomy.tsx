/**
 * The costs of a listing's public page (doc 2 §3 economy): rent, each monthly utility (or 'included in the rent'),
 * the total per month, deposit, prepaid rent, social housing's downpayment and the move-in cost, computed by
 * dwellings/costs.ts. An amount the landlord left empty is left out, never shown as 0 kr.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { monthlyUtilityLines, moveInCost, totalMonthlyCost } from '@udlejning/shared/dwellings/costs';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { formatKr } from '../../../ui/format';
import { Fact } from '../../../ui/Fact';
import { FactGrid, ListingSection } from './ListingSection';

export function ListingEconomy({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('publicListing');
  const { t: td } = useTranslation('dwellings');
  const utilities = monthlyUtilityLines(listing);
  const total = totalMonthlyCost(listing);
  const moveIn = moveInCost(listing);
  const hasUpfront = listing.deposit !== null || listing.prepaid !== null || listing.downpayment !== null;
  if (listing.rent === null && !listing.inclusive && utilities.length === 0 && !hasUpfront) return null;
  return (
    <ListingSection title={t('economy.title')}>
      <FactGrid>
        {listing.rent !== null && (
          <Fact variant="body1" label={t('economy.rent')}>
            {formatKr(listing.rent)}
          </Fact>
        )}
        {listing.inclusive && (
          <Fact variant="body1" label={t('economy.utilities')}>
            {t('economy.included')}
          </Fact>
        )}
        {utilities.map((u) => (
          <Fact key={u.key} variant="body1" label={t('economy.utility', { label: td(`utility.${u.key}`) })}>
            {formatKr(u.value)}
          </Fact>
        ))}
        {total !== null && (
          <Fact variant="body1" label={t('economy.total')}>
            <strong>{formatKr(total)}</strong>
          </Fact>
        )}
        {listing.deposit !== null && (
          <Fact variant="body1" label={t('economy.deposit')}>
            {formatKr(listing.deposit)}
          </Fact>
        )}
        {listing.prepaid !== null && (
          <Fact variant="body1" label={t('economy.prepaid')}>
            {formatKr(listing.prepaid)}
          </Fact>
        )}
        {listing.downpayment !== null && (
          <Fact variant="body1" label={t('economy.downpayment')}>
            {formatKr(listing.downpayment)}
          </Fact>
        )}
        {moveIn !== null && (
          <Fact variant="body1" label={t('economy.moveIn')}>
            <strong>{formatKr(moveIn)}</strong>
          </Fact>
        )}
      </FactGrid>
      {moveIn !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${t('economy.moveIn')}: ${t('economy.moveInHint')}.`}
        </Typography>
      )}
    </ListingSection>
  );
}
