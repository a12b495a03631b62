import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, FormControl, FormControlLabel } from '@mui/material';
import { FieldErrorText } from './FieldErrorText';

export type FormCheckboxProps<T extends FieldValues> = {
  control: Control<T>;
  /** A boolean field. */
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
};

/** A labelled checkbox bound to a boolean react-hook-form field, with its translated error message under it. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, disabled }: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
          />
        }
        label={label}
      />
      <FieldErrorText error={fieldState.error} />
    </FormControl>
  );
}
