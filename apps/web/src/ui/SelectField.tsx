import { useId, type ReactNode, type Ref } from 'react';
import {
  FormControl,
  FormHelperText,
  Input,
  InputLabel,
  MenuItem,
  OutlinedInput,
  Select,
  type SxProps,
  type Theme,
} from '@mui/material';

/** One choice of a SelectField: the stored value and its (translated) label. */
export type SelectOption<V extends string = string> = { value: V; label: ReactNode };

export type SelectFieldProps<V extends string> = {
  /** The visible label, or with `hideLabel` only the accessible name. */
  label: string;
  /** The chosen value; null, undefined or '' show the empty choice (or nothing). */
  value: V | null | undefined;
  /** The picked value; null when the empty choice is picked. */
  onChange: (value: V | null) => void;
  options: readonly SelectOption<V>[];
  /** A first choice meaning "none" (e.g. 'Ikke angivet', 'Alle'); picking it reports null. */
  emptyOption?: ReactNode;
  /** Names the field by aria-label only (a filter under a column header); shows the empty choice when nothing is chosen. */
  hideLabel?: boolean;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  variant?: 'outlined' | 'standard';
  /** Default true; false lets `sx` set the width. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A labelled select (MUI FormControl + InputLabel + Select + FormHelperText: what TextField's
 * `select` mode renders, without the text-field variants it would bring along). Its combobox is
 * named by the label, so tests select it with getByRole('combobox', { name }). Bound to a form:
 * FormSelectField.
 */
export function SelectField<V extends string>({
  label,
  value,
  onChange,
  options,
  emptyOption,
  hideLabel = false,
  name,
  onBlur,
  inputRef,
  required,
  disabled,
  error,
  helperText,
  size,
  variant = 'outlined',
  fullWidth = true,
  sx,
}: SelectFieldProps<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth={fullWidth}
      variant={variant}
      size={size}
      required={required}
      disabled={disabled}
      error={error}
      sx={sx}
    >
      {!hideLabel && (
        <InputLabel id={labelId} component="div">
          {label}
        </InputLabel>
      )}
      <Select<V | ''>
        labelId={hideLabel ? undefined : labelId}
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as V))}
        onBlur={onBlur}
        inputRef={inputRef}
        displayEmpty={hideLabel}
        input={variant === 'standard' ? <Input /> : <OutlinedInput label={hideLabel ? undefined : label} />}
        inputProps={hideLabel ? { 'aria-label': label } : undefined}
        aria-describedby={helperId}
      >
        {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
