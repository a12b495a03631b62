/**
 * The address part of step 1 (doc 2 §5 step 1): an address chosen from the list (location.id),
 * floor and door inputs when the chosen address has none, an admin's free-text custom address,
 * and zip (4 digits) + city for custom or Facebook-sourced listings. A postal code the field
 * offers for a town the local index does not cover (docs/architecture.md "Search") fills those zip and city inputs.
 * Otherwise (a landlord's ordinary listing) the field offers typing the address by hand, and so does choosing such
 * a postal code: street, number, floor, door and the postal code (ManualAddressFields), marked for the moderator.
 * A save refused because the owner already lists the home shows AddressTakenNotice under the address.
 */
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormHelperText, Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AddressSuggestion, PostalCodeSuggestion } from '@udlejning/shared/addresses/suggestion';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { emptyDwellingForm } from '@udlejning/shared/dwellings/form-schema';
import { AddressAutocomplete } from '../../addresses/AddressAutocomplete';
import { splitTypedAddress } from '../../addresses/typed-address';
import { FormTextField, emptyToNull } from '../../../ui/FormTextField';
import { ManualAddressFields } from './ManualAddressFields';
import { AddressTakenNotice, type AddressTaken } from './AddressTakenNotice';

type Location = DwellingContent['location'];

export type AddressFieldProps = {
  readOnly: boolean;
  isLocked: boolean;
  /** Admin custom address: free text instead of the list. */
  isCustom: boolean;
  /** Custom or Facebook-sourced: zip and city inputs. */
  needsZipCity: boolean;
  /** The last save was refused: the owner already has a listing at the address (shown under the field). */
  taken?: { taken: AddressTaken; attempt: number } | null;
};

/** The stored location as the autocomplete's value (null when no address was chosen). */
function toSuggestion(loc: Location): AddressSuggestion | null {
  if (!loc.id) return null;
  return {
    id: loc.id,
    href: loc.href ?? `/api/addresses/${loc.id}`,
    address: loc.address ?? '',
    street: loc.street ?? '',
    house: loc.house ?? '',
    floor: loc.floor,
    door: loc.door,
    zip: loc.zip ?? '',
    city: loc.city ?? '',
    geo: loc.geo ?? { coordinates: [0, 0] },
    source: 'dar',
  };
}

/** True when floor/door came with the chosen address (its text names them), so no inputs are needed. */
function hasListUnit(loc: Location): boolean {
  const text = loc.address ?? '';
  if (loc.floor) return text.includes(`, ${loc.floor}.`);
  if (loc.door) return text.includes(`, ${loc.door}`);
  return false;
}

export function AddressField({ readOnly, isLocked, isCustom, needsZipCity, taken = null }: AddressFieldProps) {
  const { t } = useTranslation('dwellings');
  const { control, setValue, getValues } = useFormContext<DwellingContent>();
  const location = useWatch({ control, name: 'location' });
  const [unitFromList, setUnitFromList] = useState(() => hasListUnit(getValues('location')));
  const disabled = readOnly || isLocked;
  const showUnit = !isCustom && Boolean(location?.id) && !unitFromList;
  // typed by hand: a landlord's ordinary listing whose address is not in the register
  const isByHand = !isCustom && !needsZipCity && Boolean(location?.manualAddress) && !location?.id;

  function handleChoose(s: AddressSuggestion | null) {
    const keep = getValues('location');
    const next: Location = s
      ? {
          id: s.id,
          href: s.href,
          address: s.address,
          street: s.street,
          house: s.house,
          floor: s.floor,
          door: s.door,
          zip: s.zip,
          city: s.city,
          geo: s.geo,
          customAddress: false,
          manualAddress: false,
        }
      : {
          ...keep,
          id: null,
          href: null,
          address: null,
          street: null,
          house: null,
          floor: null,
          door: null,
          geo: null,
          manualAddress: false,
        };
    setUnitFromList(Boolean(s && (s.floor || s.door)));
    setValue('location', next, { shouldDirty: true, shouldValidate: true });
  }

  function handlePostalCode(p: PostalCodeSuggestion, typed = '') {
    if (!needsZipCity) return enterByHand(typed, p);
    setValue('location.zip', p.zip, { shouldDirty: true, shouldValidate: true });
    setValue('location.city', p.city, { shouldDirty: true, shouldValidate: true });
  }

  /** Switches to the address typed by hand, starting from what was typed in the search and the postal code chosen. */
  function enterByHand(typed: string, p: PostalCodeSuggestion | null) {
    const { street, house } = splitTypedAddress(typed, p?.city);
    setUnitFromList(false);
    setValue(
      'location',
      { ...emptyDwellingForm().location, street, house, zip: p?.zip ?? null, city: p?.city ?? null, manualAddress: true },
      { shouldDirty: true },
    );
  }

  /** Back to the address list: the hand-typed parts are dropped. */
  function searchAgain() {
    setValue('location', emptyDwellingForm().location, { shouldDirty: true });
  }

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        {isByHand ? (
          <ManualAddressFields disabled={disabled} onSearchAgain={searchAgain} />
        ) : isCustom ? (
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="location.address"
            label={t('lease.address')}
            required
            disabled={disabled}
          />
        ) : (
          <Controller
            control={control}
            name="location.id"
            render={({ fieldState }) => (
              <>
                <AddressAutocomplete
                  value={toSuggestion(location)}
                  onChange={handleChoose}
                  onPostalCode={handlePostalCode}
                  onEnterByHand={needsZipCity ? undefined : enterByHand}
                  label={t('lease.address')}
                  error={fieldState.error?.message}
                  disabled={disabled}
                  required={!needsZipCity}
                />
                {isLocked && !readOnly && <FormHelperText>{t('lease.addressLocked')}</FormHelperText>}
              </>
            )}
          />
        )}
        {taken && <AddressTakenNotice taken={taken.taken} attempt={taken.attempt} />}
      </Grid>
      {showUnit && (
        <>
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
            <FormTextField
              control={control}
              parse={emptyToNull}
              name="location.door"
              label={t('lease.door')}
              disabled={disabled}
            />
          </Grid>
        </>
      )}
      {needsZipCity && (
        <>
          <Grid size={{ xs: 5, sm: 3 }}>
            <FormTextField
              control={control}
              parse={emptyToNull}
              name="location.zip"
              label={t('lease.zip')}
              required
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          </Grid>
          <Grid size={{ xs: 7, sm: 9 }}>
            <FormTextField
              control={control}
              parse={emptyToNull}
              name="location.city"
              label={t('lease.city')}
              required
              disabled={disabled}
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}
