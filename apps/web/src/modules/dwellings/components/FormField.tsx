import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldPathValue } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { errorProps } from '../form-helpers';

type Name = FieldPath<DwellingContent>;
type Value<N extends Name> = FieldPathValue<DwellingContent, N>;

type Props<N extends Name> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
  name: N;
  /** The input text as the stored value; by default '' is stored as null. */
  parse?: (raw: string) => Value<N>;
  /** Run on blur: a normalised value to store, or undefined to keep the current one. */
  normalizeOnBlur?: (raw: string) => Value<N> | undefined;
  /** Shown when there is no error; a function gets the field's current value (e.g. a counter). */
  helperText?: ReactNode | ((value: Value<N>) => ReactNode);
};

const emptyToNull = (raw: string) => raw || null;

/**
 * A full-width MUI TextField bound to a path of the dwelling form (from useFormContext): shows
 * value ?? '', stores parse(text) (empty → null by default) and its translated error message
 * (errorProps) as helper text. Labelled, so tests select it with getByLabelText.
 */
export function FormField<N extends Name>({ name, parse, normalizeOnBlur, helperText, ...rest }: Props<N>) {
  const { control } = useFormContext<DwellingContent>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      value={field.value ?? ''}
      onChange={(e) => field.onChange((parse ?? emptyToNull)(e.target.value))}
      onBlur={(e) => {
        const next = normalizeOnBlur?.(e.target.value);
        if (next !== undefined) field.onChange(next);
        field.onBlur();
      }}
      inputRef={field.ref}
      fullWidth
      {...errorProps(fieldState.error, typeof helperText === 'function' ? helperText(field.value) : helperText)}
    />
  );
}
