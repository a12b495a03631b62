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
 * With `onEnterByHand`, the list always ends with "Indtast adressen selv" once 3 characters are typed (the address
 * typed by hand, docs/architecture.md "Dwellings and moderation"): choosing it chooses no address and hands over the
 * typed text (and the offered postal code when there is exactly one), so a missing address is never a dead end.
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
  /** Called when the landlord chooses an offered postal code (the address is not in the local index), with the typed text. */
  onPostalCode?: (postalCode: PostalCodeSuggestion, typed: string) => void;
  /** Offers typing the address by hand as the last option; called with the typed text and the one postal code offered. */
  onEnterByHand?: (typed: string, postalCode: PostalCodeSuggestion | null) => void;
};

/** The last option when offered: the address typed by hand. */
type ManualOption = { kind: 'manual'; label: string };
/** A list option: an address, a postal code offered when the address is not in the local index, or typing it by hand. */
type AddressOption = AddressSuggestion | (PostalCodeSuggestion & { kind: 'postalCode' }) | ManualOption;

const isPostalCode = (o: AddressOption): o is PostalCodeSuggestion & { kind: 'postalCode' } =>
  'kind' in o && o.kind === 'postalCode';
const isManual = (o: AddressOption): o is ManualOption => 'kind' in o && o.kind === 'manual';
const optionLabel = (o: AddressOption) => (isManual(o) ? o.label : isPostalCode(o) ? `${o.zip} ${o.city}` : o.address);
const optionKey = (o: AddressOption) => (isManual(o) ? 'manual' : isPostalCode(o) ? `postal:${o.zip}` : o.id);

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
  onEnterByHand,
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
  const manualLabel = t('enterByHand');
  // the chosen address stays an option, so MUI can show it, without going over 10; typing it by hand comes after them
  const options = useMemo<AddressOption[]>(
    () => [
      ...[...(value && !results.some((r) => r.id === value.id) ? [value, ...results] : results), ...postalCodes].slice(
        0,
        ADDRESS_MAX_SUGGESTIONS,
      ),
      ...(onEnterByHand && isSearchable ? [{ kind: 'manual' as const, label: manualLabel }] : []),
    ],
    [value, results, postalCodes, onEnterByHand, isSearchable, manualLabel],
  );
  const osmShown = options.some((o) => !isPostalCode(o) && !isManual(o) && o.source === 'osm');
  const noOptionsText = !isAddressQuerySearchable(typed)
    ? t('typeMore')
    : suggestions.isError
      ? tMessage(suggestions.error.message)
      : suggestions.isFetching || typed !== query
        ? t('searching')
        : t('noResults');
  // MUI's own status region reads out "Søger…" and "Ingen adresser fundet"; this one adds how many were found
  const isSettled = isAddressQuerySearchable(typed) && typed === query && !suggestions.isFetching;
  const isNothingFound = isSettled && !suggestions.isError && results.length === 0 && postalCodes.length === 0;
  const announcement = !isSettled
    ? ''
    : results.length > 0
      ? t('found', { count: Math.min(results.length, ADDRESS_MAX_SUGGESTIONS) })
      : postalCodes.length > 0
        ? t('postalCodesFound', { count: postalCodes.length })
        : // with the hand-typed option the list is never empty, so MUI does not say it: this region does
          isNothingFound && onEnterByHand
          ? t('noResults')
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
          if (next && isManual(next)) {
            setPostalChosen(false);
            onChange(null);
            onEnterByHand?.(typed, postalCodes.length === 1 ? { zip: postalCodes[0].zip, city: postalCodes[0].city } : null);
            return;
          }
          if (next && isPostalCode(next)) {
            // no address to choose: say so under the field, and hand the postal code to the form
            setPostalChosen(true);
            onChange(null);
            onPostalCode?.({ zip: next.zip, city: next.city }, typed);
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
          isManual(option) ? (
            <li key={key} {...props}>
              <Box>
                {option.label}
                <Typography variant="caption" color="text.secondary" component="div">
                  {isNothingFound ? t('noResults') : t('enterByHandHint')}
                </Typography>
              </Box>
            </li>
          ) : isPostalCode(option) ? (
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
