import { useId, useState, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { fieldErrorText } from './form-errors';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Stores this instead of the typed text (e.g. emptyToNull, a number); default: the text as typed. */
  parse?: (raw: string) => FieldPathValue<T, N>;
  /** Run on blur: a normalised value to store (a link gets http://), or undefined to keep the current one. */
  normalizeOnBlur?: (raw: string) => FieldPathValue<T, N> | undefined;
  /** Shows a show/hide toggle and uses type=password. */
  isPassword?: boolean;
  /** Fields re-validated when this one changes (e.g. the password repeat). */
  deps?: FieldPath<T>[];
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  size?: 'small' | 'medium';
  /** Shown under the field while it has no error; a function gets the current value (e.g. a counter). */
  helperText?: ReactNode | ((value: FieldPathValue<T, N>) => ReactNode);
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Attributes of the `<input>` itself (maxLength, min, max, step) and props of the outlined input (readOnly). */
  slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputHTMLAttributes<HTMLInputElement> };
};

/** '' → null, any other text as typed: for optional texts stored as null. */
export const emptyToNull = (raw: string): string | null => raw || null;

/**
 * An outlined text field bound to a react-hook-form field (doc 1 §8): shows `value ?? ''`, stores
 * `parse(text)` (the text by default), and shows its error message, translated (tMessage), as
 * helper text; labelled, so tests select it with getByLabelText. It renders what MUI's TextField
 * renders (FormControl, InputLabel, OutlinedInput, FormHelperText, the same ids and
 * aria-describedby) without TextField itself, whose `select` mode pulls Select, Menu and Popover
 * into every page with a form, the sign-in page included (docs/architecture.md "Front-end loading"). Selects: FormSelectField.
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  parse,
  normalizeOnBlur,
  isPassword = false,
  deps,
  type,
  autoComplete,
  autoFocus,
  disabled,
  required,
  multiline,
  minRows,
  size,
  helperText,
  inputMode,
  slotProps,
}: FormTextFieldProps<T, N>) {
  const { t } = useTranslation('common');
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const [isVisible, setVisible] = useState(false);
  const id = useId();
  const helper =
    fieldErrorText(fieldState.error) ??
    (typeof helperText === 'function' ? helperText(field.value as FieldPathValue<T, N>) : helperText);
  const helperId = helper ? `${id}-helper-text` : undefined;
  const toggle = isPassword ? (
    <InputAdornment position="end">
      <IconButton
        aria-label={isVisible ? t('hidePassword') : t('showPassword')}
        onClick={() => setVisible((v) => !v)}
        edge="end"
        size="small"
      >
        {isVisible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  ) : null;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      size={size}
      error={Boolean(fieldState.error)}
      disabled={disabled}
      required={required}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={isPassword ? (isVisible ? 'text' : 'password') : type}
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(parse ? parse(e.target.value) : e.target.value)}
        onBlur={(e) => {
          const next = normalizeOnBlur?.(e.target.value);
          if (next !== undefined) field.onChange(next);
          field.onBlur();
        }}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        multiline={multiline}
        minRows={minRows}
        aria-describedby={helperId}
        {...slotProps?.input}
        inputProps={{ inputMode, ...slotProps?.htmlInput, ...slotProps?.input?.inputProps }}
        endAdornment={toggle ?? slotProps?.input?.endAdornment}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
