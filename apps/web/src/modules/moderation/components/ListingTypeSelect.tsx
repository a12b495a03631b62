import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { purchasableTiers } from '@udlejning/shared/payments/prices';
import { SelectField } from '../../../ui/SelectField';
import { useChangeListingType } from '../api';

/**
 * The admin's listing-type selector on the preview (doc 2 §2, §7 UpdateDwelling, §8): toasts
 * 'Annoncetype ændret' or 'Der skete en fejl. Annoncen kunne ikke opdateres.'. Offers the current tier and
 * the tiers above it only: no downgrade, for admins too (doc 2 §1; docs/architecture.md "Payments").
 */
export function ListingTypeSelect({ uuid, value, disabled }: { uuid: string; value: ListingType; disabled?: boolean }) {
  const { t } = useTranslation('moderation');
  const { t: td } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeListingType();
  return (
    <SelectField
      size="small"
      label={t('bar.listingType')}
      value={value}
      options={[value, ...purchasableTiers(value)].map((type) => ({ value: type, label: td(`listingType.${type}`) }))}
      disabled={disabled || change.isPending}
      onChange={(listingType) => {
        if (!listingType) return;
        change.mutate(
          { uuid, listingType },
          {
            onSuccess: () => enqueueSnackbar(t('toast.listingTypeChanged'), { variant: 'success' }),
            onError: () => enqueueSnackbar(t('toast.listingTypeFailed'), { variant: 'error' }),
          },
        );
      }}
      fullWidth={false}
      sx={{ minWidth: 150 }}
    />
  );
}
