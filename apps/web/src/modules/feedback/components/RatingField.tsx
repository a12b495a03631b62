/**
 * The survey's rating, 1-5 stars (doc 2 §3 Feedback), as a required react-hook-form field with its label and
 * error: the deactivation survey (FeedbackDialog) and marking the tenant (messages/MarkTenantDialog) ask it alike.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormControl, FormLabel, Rating } from '@mui/material';
import { FieldErrorText } from '../../../ui/FieldErrorText';

export type RatingFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** The visible question; `id` labels the stars' radio group. */
  label: string;
  id: string;
};

export function RatingField<T extends FieldValues>({ control, name, label, id }: RatingFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required>
          <FormLabel id={id}>{label}</FormLabel>
          <Rating
            name={name}
            aria-labelledby={id}
            size="large"
            value={(field.value as number | undefined) ?? null}
            onChange={(_e, value) => field.onChange(value ?? undefined)}
          />
          <FieldErrorText error={fieldState.error} />
        </FormControl>
      )}
    />
  );
}
