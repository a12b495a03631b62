import { useTranslation } from 'react-i18next';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';

/** The tier name of a payment's product or a discount's listing type (the ListingType enum); '' for none. */
export function useListingTypeLabel() {
  const { t } = useTranslation('dwellings');
  return (value: ListingType | null) => (value ? t(`listingType.${value}`) : '');
}
