import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { tMessage } from '../../../lib/i18n';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Shows a show/hide toggle and uses type=password. */
  isPassword?: boolean;
  /** Fields re-validated when this one changes (e.g. the password repeat). */
  deps?: FieldPath<T>[];
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Extra props of the outlined input (e.g. `readOnly`). */
  slotProps?: { input?: Partial<OutlinedInputProps> };
};

/**
 * An outlined text field bound to a react-hook-form field: its error message (a spec message,
 * translated with tMessage) shows as helper text. Labelled, so tests select it with getByLabelText.
 * It renders what MUI's TextField renders (FormControl, InputLabel, OutlinedInput, FormHelperText,
 * the same ids and aria-describedby) without TextField itself, whose `select` mode pulls Select,
 * Menu and Popover into every page with a form, the sign-in page included (issue 8 §2).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  isPassword = false,
  deps,
  type,
  autoComplete,
  autoFocus,
  disabled,
  required,
  helperText,
  inputMode,
  slotProps,
}: Props<T>) {
  const { t } = useTranslation('accounts');
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const [isVisible, setVisible] = useState(false);
  const id = useId();
  const helper = fieldState.error?.message ? tMessage(fieldState.error.message) : helperText;
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
    <FormControl fullWidth variant="outlined" error={Boolean(fieldState.error)} disabled={disabled} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={isPassword ? (isVisible ? 'text' : 'password') : type}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperId}
        {...slotProps?.input}
        inputProps={{ inputMode, ...slotProps?.input?.inputProps }}
        endAdornment={toggle ?? slotProps?.input?.endAdornment}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
