import type { FieldError } from 'react-hook-form';
import { FormHelperText } from '@mui/material';
import { fieldErrorText } from './form-errors';

/**
 * The translated error message of a form field under a control that is not a text field (radio
 * group, checkbox, rating, date); nothing while the field has no error (doc 1 §8).
 */
export function FieldErrorText({ error, id }: { error: FieldError | undefined; id?: string }) {
  const text = fieldErrorText(error);
  return text ? (
    <FormHelperText error id={id}>
      {text}
    </FormHelperText>
  ) : null;
}
