/**
 * The address typed by hand (docs/architecture.md "Dwellings and moderation"), for an address the address register
 * does not have: street, house number, floor, door and the postal code, whose town is looked up
 * (GET /api/addresses/postal-codes/:zip) and shown in the city field. Says that a moderator checks it, and offers
 * the way back to the address list. The server takes the city from the postal code as well.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { usePostalCode } from '../../addresses/api';
import { FormTextField, emptyToNull } from '../../../ui/FormTextField';

/** Not in the spec: the message of a postal code that does not exist (DWELLING_MESSAGES.zipUnknown). */
const ZIP_UNKNOWN = 'Postnummeret findes ikke';

export type ManualAddressFieldsProps = {
  disabled: boolean;
  /** Back to choosing an address from the list. */
  onSearchAgain: () => void;
};

export function ManualAddressFields({ disabled, onSearchAgain }: ManualAddressFieldsProps) {
  const { t } = useTranslation('dwellings');
  const { t: ta } = useTranslation('addresses');
  const { control, setValue, getValues } = useFormContext<DwellingContent>();
  const zip = useWatch({ control, name: 'location.zip' });
  const postal = usePostalCode(zip);
  const isUnknown = postal.error instanceof ApiError && postal.error.status === 404;
  const town = postal.data && postal.data.zip === zip?.trim() ? postal.data.city : null;

  // the city is the postal code's town: filled in when the lookup answers, emptied for a code that does not exist
  useEffect(() => {
    const city = isUnknown || !/^\d{4}$/.test(zip?.trim() ?? '') ? null : town;
    if (city === null && postal.isFetching) return;
    if (getValues('location.city') !== city) setValue('location.city', city, { shouldDirty: true });
  }, [town, isUnknown, zip, postal.isFetching, getValues, setValue]);

  return (
    <Stack spacing={2} role="group" aria-label={ta('byHandTitle')}>
      <Alert severity="info">
        <Typography variant="body2">{ta('byHandNote')}</Typography>
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="location.street"
            label={ta('street')}
            required
            disabled={disabled}
            autoComplete="address-line1"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="location.house"
            label={ta('house')}
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="location.floor"
            label={t('lease.floor')}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField control={control} parse={emptyToNull} name="location.door" label={t('lease.door')} disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 5, sm: 3 }}>
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="location.zip"
            label={t('lease.zip')}
            required
            disabled={disabled}
            autoComplete="postal-code"
            helperText={postal.isFetching ? ta('postalCodeLookup') : isUnknown ? tMessage(ZIP_UNKNOWN) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 3 }}>
          <FormTextField
            control={control}
            name="location.city"
            label={t('lease.city')}
            disabled={disabled}
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
      </Grid>
      {!disabled && (
        <div>
          <Button variant="text" onClick={onSearchAgain}>
            {ta('backToSearch')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
