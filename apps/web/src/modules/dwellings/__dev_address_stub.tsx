// TEMPORARY dev stub for screenshots only (deleted afterwards); the real component is modules/addresses/AddressAutocomplete.tsx
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { AddressSuggestion } from '@udlejning/shared/addresses/suggestion';
import { apiFetch } from '../../lib/api';

export function AddressAutocomplete(props: {
  value: AddressSuggestion | null;
  onChange: (s: AddressSuggestion | null) => void;
  label?: string;
  error?: string | boolean;
  disabled?: boolean;
  required?: boolean;
}) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  useEffect(() => {
    if (input.trim().length < 3) return;
    const id = setTimeout(() => {
      void apiFetch<{ results: AddressSuggestion[] }>(`/api/addresses?q=${encodeURIComponent(input)}`).then((r) =>
        setOptions(r.results),
      );
    }, 200);
    return () => clearTimeout(id);
  }, [input]);
  return (
    <Autocomplete
      value={props.value}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.address}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, v) => props.onChange(v)}
      onInputChange={(_e, v) => setInput(v)}
      disabled={props.disabled}
      renderInput={(p) => (
        <TextField
          {...p}
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={typeof props.error === 'string' ? props.error : undefined}
        />
      )}
    />
  );
}
