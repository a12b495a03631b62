import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { tMessage } from '../../../lib/i18n';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shows a show/hide toggle and uses type=password. */
  isPassword?: boolean;
  /** Fields re-validated when this one changes (e.g. the password repeat). */
  deps?: FieldPath<T>[];
};

/**
 * A MUI TextField bound to a react-hook-form field: its error message (a spec message, translated
 * with tMessage) shows as helper text. Labelled, so tests select it with getByLabelText.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  isPassword = false,
  deps,
  helperText,
  slotProps,
  ...rest
}: Props<T>) {
  const { t } = useTranslation('accounts');
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const [isVisible, setVisible] = useState(false);
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
    <TextField
      fullWidth
      {...rest}
      type={isPassword ? (isVisible ? 'text' : 'password') : rest.type}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? tMessage(fieldState.error.message) : helperText}
      slotProps={{ ...slotProps, input: { ...(slotProps?.input ?? {}), ...(toggle ? { endAdornment: toggle } : {}) } }}
    />
  );
}
