/**
 * Step 1, the lease (doc 2 §5 step 1): address (from the list; admin custom address or Facebook
 * zip + city), floor/door when the chosen address has none, dwelling type, rooms, area,
 * vacant-from date (≤ 365 days ahead, empty = as soon as possible) and the rental period.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormControlLabel, Grid, InputAdornment, Stack, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AREA_MAX, AREA_MIN, DWELLING_TYPES, ROOMS_MAX, ROOMS_MIN } from '@udlejning/shared/dwellings/enums';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { AddressField } from './AddressField';
import type { AddressTaken } from './AddressTakenNotice';
import { FormSelectField } from '../../../ui/FormSelectField';
import { FormTextField } from '../../../ui/FormTextField';
import { VacancyFields } from './VacancyFields';

export type LeaseStepProps = {
  readOnly: boolean;
  isAdmin: boolean;
  /** Non-admins may change the address only while the listing is a DRAFT (doc 2 §2). */
  isAddressLocked: boolean;
  /** The last save was refused: the owner already has a listing at the address (AddressTakenNotice). */
  addressTaken?: { taken: AddressTaken; attempt: number } | null;
};

/** Number input value → number | null ('' is empty). */
const toNumber = (s: string): number | null => (s.trim() === '' ? null : Number(s));

export function LeaseStep({ readOnly, isAdmin, isAddressLocked, addressTaken = null }: LeaseStepProps) {
  const { t } = useTranslation('dwellings');
  const { control } = useFormContext<DwellingContent>();
  const fromFacebook = useWatch({ control, name: 'fromFacebook' });
  const customAddress = useWatch({ control, name: 'location.customAddress' });

  return (
    <Stack spacing={3}>
      {isAdmin && (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Controller
            control={control}
            name="fromFacebook"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} disabled={readOnly} />
                }
                label={t('form.fromFacebook')}
              />
            )}
          />
          <Controller
            control={control}
            name="location.customAddress"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} disabled={readOnly} />
                }
                label={t('form.customAddress')}
              />
            )}
          />
        </Stack>
      )}

      <AddressField
        readOnly={readOnly}
        isLocked={isAddressLocked}
        isCustom={Boolean(customAddress)}
        needsZipCity={Boolean(fromFacebook) || Boolean(customAddress)}
        taken={addressTaken}
      />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="type.dwelling"
            label={t('lease.dwellingType')}
            options={DWELLING_TYPES.map((type) => ({ value: type, label: t(`dwellingType.${type}`) }))}
            required
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="size.rooms"
            type="number"
            label={t('lease.rooms')}
            parse={toNumber}
            required={!fromFacebook}
            disabled={readOnly}
            slotProps={{ htmlInput: { min: ROOMS_MIN, max: ROOMS_MAX, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="size.area"
            type="number"
            label={t('lease.area')}
            parse={toNumber}
            required={!fromFacebook}
            disabled={readOnly}
            slotProps={{
              htmlInput: { min: AREA_MIN, max: AREA_MAX, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">{t('lease.areaUnit')}</InputAdornment> },
            }}
          />
        </Grid>
      </Grid>

      <VacancyFields readOnly={readOnly} />
    </Stack>
  );
}
