import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { fieldErrorText } from './form-errors';
import { SelectField, type SelectOption } from './SelectField';

export type FormSelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: string;
  options: readonly SelectOption<Extract<FieldPathValue<T, N>, string>>[];
  /** A first choice stored as null (e.g. 'Ikke angivet'). */
  emptyOption?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  size?: 'small' | 'medium';
};

/**
 * A SelectField bound to a react-hook-form field: stores the picked option's value (null for the
 * empty choice) and shows the field's error message, translated, as helper text (doc 1 §8).
 */
export function FormSelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  options,
  emptyOption,
  required,
  disabled,
  helperText,
  size,
}: FormSelectFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      label={label}
      name={field.name}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      options={options}
      emptyOption={emptyOption}
      required={required}
      disabled={disabled}
      size={size}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error) ?? helperText}
    />
  );
}
