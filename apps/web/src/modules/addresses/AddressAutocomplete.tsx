/**
 * Address field with suggestions from GET /api/addresses?q= (doc 2 §5: starts after more than 2
 * characters, at most 10 suggestions; docs/architecture.md "Search"). Typing is debounced (250 ms); each option is
 * a role=option with the address text. When a shown suggestion comes from OpenStreetMap, the list
 * ends with "© OpenStreetMap contributors" (ODbL), and so does the field's helper text while an
 * OSM address is chosen. Screen readers hear the result of each search (WCAG 4.1.3): a polite live
 * region says "5 adresser fundet", and MUI's own one "Søger…" and "Ingen adresser fundet".
 * When the typed town has no address in the local index, the server sends the town's postal codes
 * instead (docs/architecture.md "Search"): they are offered as options that say so ("Adressen findes ikke i det lokale
 * adresseregister"); choosing one chooses no address (`onChange(null)`), fills the field with
 * "7100 Vejle" and hands the code to `onPostalCode` (zip and city inputs).
 *
 *   <AddressAutocomplete value={location} onChange={setLocation} error={errors.location?.message} required />
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Autocomplete, Box, Paper, TextField, Typography, type PaperProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MAX_SUGGESTIONS,
  isAddressQuerySearchable,
  type AddressSuggestion,
  type PostalCodeSuggestion,
} from '@udlejning/shared/addresses/suggestion';
import { tMessage } from '../../lib/i18n';
import { visuallyHidden } from '../../theme';
import { useDebouncedCallback } from 'use-debounce';
import { useAddressSuggestions } from './api';

export type AddressAutocompleteProps = {
  value: AddressSuggestion | null;
  onChange: (suggestion: AddressSuggestion | null) => void;
  /** Defaults to "Adresse" / "Address". */
  label?: string;
  /** A validation message (translated with tMessage). */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Called when the landlord chooses an offered postal code (the address is not in the local index). */
  onPostalCode?: (postalCode: PostalCodeSuggestion) => void;
};

/** A list option: an address, or a postal code offered when the address is not in the local index. */
type AddressOption = AddressSuggestion | (PostalCodeSuggestion & { kind: 'postalCode' });

const isPostalCode = (o: AddressOption): o is PostalCodeSuggestion & { kind: 'postalCode' } =>
  'kind' in o && o.kind === 'postalCode';
const optionLabel = (o: AddressOption) => (isPostalCode(o) ? `${o.zip} ${o.city}` : o.address);
const optionKey = (o: AddressOption) => (isPostalCode(o) ? `postal:${o.zip}` : o.id);

export const ADDRESS_DEBOUNCE_MS = 250;

const OsmShownContext = createContext(false);

/** The list's paper, with the OSM attribution under the options when any of them is from OSM. */
function AttributionPaper({ children, ...props }: PaperProps & { children?: ReactNode }) {
  const osmShown = useContext(OsmShownContext);
  const { t } = useTranslation('addresses');
  return (
    <Paper {...props}>
      {children}
      {osmShown && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ px: 2, py: 0.5, borderTop: 1, borderColor: 'divider' }}
        >
          {t('osmAttribution')}
        </Typography>
      )}
    </Paper>
  );
}

export function AddressAutocomplete({
  value,
  onChange,
  label,
  error,
  disabled,
  required,
  onPostalCode,
}: AddressAutocompleteProps) {
  const { t } = useTranslation('addresses');
  const [input, setInput] = useState(value?.address ?? '');
  const [typed, setTyped] = useState('');
  const [postalChosen, setPostalChosen] = useState(false);
  // what is searched: the typed text once typing pauses. The pause is counted from when the typed
  // text is on screen (an effect), so a slow render on a busy machine never counts as a pause
  const [query, setQuery] = useState('');
  const searchTyped = useDebouncedCallback(setQuery, ADDRESS_DEBOUNCE_MS);
  useEffect(() => {
    searchTyped(typed);
  }, [typed, searchTyped]);
  const suggestions = useAddressSuggestions(query);
  const isSearchable = isAddressQuerySearchable(typed);
  const results = useMemo(() => (isSearchable ? (suggestions.data?.results ?? []) : []), [isSearchable, suggestions.data]);
  const postalCodes = useMemo(
    () => (isSearchable ? (suggestions.data?.postalCodes ?? []) : []).map((p) => ({ ...p, kind: 'postalCode' as const })),
    [isSearchable, suggestions.data],
  );
  // the chosen address stays an option, so MUI can show it, without going over 10
  const options = useMemo<AddressOption[]>(
    () =>
      [...(value && !results.some((r) => r.id === value.id) ? [value, ...results] : results), ...postalCodes].slice(
        0,
        ADDRESS_MAX_SUGGESTIONS,
      ),
    [value, results, postalCodes],
  );
  const osmShown = options.some((o) => !isPostalCode(o) && o.source === 'osm');
  const noOptionsText = !isAddressQuerySearchable(typed)
    ? t('typeMore')
    : suggestions.isError
      ? tMessage(suggestions.error.message)
      : suggestions.isFetching || typed !== query
        ? t('searching')
        : t('noResults');
  // MUI's own status region reads out "Søger…" and "Ingen adresser fundet"; this one adds how many were found
  const isSettled = isAddressQuerySearchable(typed) && typed === query && !suggestions.isFetching;
  const announcement = !isSettled
    ? ''
    : results.length > 0
      ? t('found', { count: Math.min(results.length, ADDRESS_MAX_SUGGESTIONS) })
      : postalCodes.length > 0
        ? t('postalCodesFound', { count: postalCodes.length })
        : '';
  const helperText = error
    ? tMessage(error)
    : value?.source === 'osm'
      ? t('osmAttribution')
      : postalChosen && !value
        ? t('notInIndex')
        : undefined;

  return (
    <OsmShownContext.Provider value={osmShown}>
      <Autocomplete<AddressOption, false, false, false>
        value={value}
        onChange={(_event, next) => {
          if (next && isPostalCode(next)) {
            // no address to choose: say so under the field, and hand the postal code to the form
            setPostalChosen(true);
            onChange(null);
            onPostalCode?.({ zip: next.zip, city: next.city });
            return;
          }
          setPostalChosen(false);
          onChange(next);
        }}
        inputValue={input}
        onInputChange={(_event, next, reason) => {
          setInput(next);
          // choosing an option fills the field with its text: no new search for that
          if (reason === 'input' || reason === 'clear') {
            setTyped(next);
            setPostalChosen(false);
          }
        }}
        options={options}
        // the server already filtered and ranked
        filterOptions={(all) => all}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
        loading={suggestions.isFetching}
        loadingText={t('searching')}
        noOptionsText={noOptionsText}
        disabled={disabled}
        autoHighlight
        slots={{ paper: AttributionPaper }}
        renderOption={({ key, ...props }, option) =>
          isPostalCode(option) ? (
            <li key={key} {...props}>
              <Box>
                {optionLabel(option)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('notInIndex')}
                </Typography>
              </Box>
            </li>
          ) : (
            <li key={key} {...props}>
              {option.address}
            </li>
          )
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? t('label')}
            required={required}
            error={Boolean(error)}
            helperText={helperText}
            autoComplete="off"
          />
        )}
      />
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="address-results" sx={visuallyHidden}>
        {announcement}
      </Box>
    </OsmShownContext.Provider>
  );
}
