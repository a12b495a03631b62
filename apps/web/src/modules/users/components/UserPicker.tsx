/**
 * The admin's user field (doc 1 §2 Users, §6): a search-as-you-type picker over userConnection's
 * `query` (name, e-mail, phone, company; a pasted numeric id or uuid finds that user too). Typing is
 * debounced (USER_PICKER_DEBOUNCE_MS) and searched from 2 characters; at most 10 users are offered,
 * each as "name · e-mail". The value is the chosen user's numeric id ('' for none), which every admin
 * id field accepts (packages/shared/src/record-ref.ts). A value given from outside (a prefilled id)
 * is looked up once and shown by name. Screen readers hear how many users were found.
 *
 *   <UserPicker label={t('discounts.user')} value={field.value} onChange={field.onChange} />
 */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { tMessage } from '../../../lib/i18n';
import { visuallyHidden } from '../../../theme';
import { useUserSearch, type UserOption } from '../api';

/** Pause after typing before the search runs, ms. */
export const USER_PICKER_DEBOUNCE_MS = 300;
/** Characters needed before a search. */
export const USER_PICKER_MIN_CHARS = 2;

export type UserPickerProps = {
  label: string;
  /** The chosen user's numeric id, or '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  name?: string;
  /** A validation message (translated with tMessage). */
  error?: string;
  /** Shown under the field when there is no error (defaults to how to search). */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

const optionLabel = (u: UserOption) => (u.name ? `${u.name} · ${u.email}` : u.email);

export function UserPicker({ label, value, onChange, onBlur, name, error, helperText, required, disabled, size }: UserPickerProps) {
  const { t } = useTranslation('users');
  const [selected, setSelected] = useState<UserOption | null>(null);
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  // the pause counts from when the typed text is on screen (an effect), as in the address field
  const searchTyped = useDebouncedCallback(setQuery, USER_PICKER_DEBOUNCE_MS);
  useEffect(() => {
    searchTyped(typed.trim().length >= USER_PICKER_MIN_CHARS ? typed.trim() : '');
  }, [typed, searchTyped]);

  // a value set from outside (a prefilled id) is looked up by that id and shown by name
  const isForeignValue = value !== '' && selected?.id !== value;
  const lookup = useUserSearch(isForeignValue ? value : '');
  const found = lookup.data?.find((u) => u.id === value || u.uuid === value.toLowerCase());
  useEffect(() => {
    if (!isForeignValue) return;
    if (found) {
      setSelected(found);
      setInput(optionLabel(found));
    } else if (!lookup.isFetching) setInput(value);
  }, [isForeignValue, found, lookup.isFetching, value]);
  useEffect(() => {
    // cleared from outside (a form reset)
    if (value === '' && selected) {
      setSelected(null);
      setInput('');
      setTyped('');
    }
  }, [value, selected]);

  const search = useUserSearch(query);
  const isSearchable = typed.trim().length >= USER_PICKER_MIN_CHARS;
  const results = useMemo(() => (isSearchable && query ? (search.data ?? []) : []), [isSearchable, query, search.data]);
  const options = useMemo(
    () => (selected && !results.some((r) => r.id === selected.id) ? [selected, ...results] : results),
    [selected, results],
  );
  const isSettled = isSearchable && typed.trim() === query && !search.isFetching;
  const noOptionsText = !isSearchable
    ? t('picker.typeMore')
    : search.isError
      ? t('picker.failed')
      : isSettled
        ? t('picker.noResults')
        : t('picker.searching');
  const announcement = isSettled && !search.isError && results.length > 0 ? t('picker.found', { count: results.length }) : '';

  return (
    <>
      <Autocomplete<UserOption, false, false, false>
        value={selected}
        onChange={(_event, next) => {
          setSelected(next);
          // a choice ends the search (and its announcement)
          setTyped('');
          onChange(next?.id ?? '');
        }}
        inputValue={input}
        onInputChange={(_event, next, reason) => {
          setInput(next);
          if (reason === 'input' || reason === 'clear') setTyped(next);
          if (reason === 'clear') {
            setSelected(null);
            onChange('');
          }
        }}
        options={options}
        // the server already searched
        filterOptions={(all) => all}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={isSearchable && !isSettled}
        loadingText={t('picker.searching')}
        noOptionsText={noOptionsText}
        disabled={disabled}
        autoHighlight
        onBlur={onBlur}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              {option.name || option.email}
              <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                {option.email} · #{option.id}
              </Box>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            name={name}
            label={label}
            required={required}
            size={size}
            error={Boolean(error)}
            helperText={error ? tMessage(error) : (helperText ?? t('picker.help'))}
            autoComplete="off"
          />
        )}
      />
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
