import { useTranslation } from 'react-i18next';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import { isOneOf } from '../../lib/graphql';

/** The tier name of a payment's product or a discount's listing type (Strings in the schema); '' for none. */
export function useListingTypeLabel() {
  const { t } = useTranslation('dwellings');
  return (value: string | null) => (isOneOf(LISTING_TYPES, value) ? t(`listingType.${value}`) : '');
}
