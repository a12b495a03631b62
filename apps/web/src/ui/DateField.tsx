/**
 * A calendar-day field on the browser's own date input (`<input type="date">` in an MUI TextField):
 * the phone's native picker, keyboard entry per segment, the day order of the user's locale, and no
 * picker code to download (docs/architecture.md "Front-end loading": the create form's weight). Values are calendar days as stored
 * on the wire, UTC-midnight ISO strings (`2026-12-01T00:00:00.000Z`), or null for an empty field.
 * See docs/architecture.md "Front-end loading".
 */
import { forwardRef, type ReactNode } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Clear from '@mui/icons-material/Clear';

export type DateFieldProps = {
  label: string;
  name: string;
  /** UTC-midnight ISO string, or null/undefined for empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Earliest and latest selectable day, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Label of the clear button; without it the field has none. */
  clearLabel?: string;
};

/** `YYYY-MM-DD` of a stored ISO date ('' for none). */
export function isoToDay(iso: string | null | undefined): string {
  return iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

/** A `YYYY-MM-DD` day as its UTC-midnight ISO string (null for '' or an incomplete day). */
export function dayToIso(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : null;
}

/** The local calendar day `offsetDays` after today (`YYYY-MM-DD`), or after `from` when given. */
export function localDay(offsetDays = 0, from?: string): string {
  const base = from ? new Date(`${from}T12:00:00`) : new Date();
  base.setDate(base.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base.getFullYear()}-${pad(base.getMonth() + 1)}-${pad(base.getDate())}`;
}

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, name, value, onChange, onBlur, min, max, disabled, required, error, helperText, clearLabel },
  ref,
) {
  const day = isoToDay(value);
  return (
    <TextField
      type="date"
      label={label}
      name={name}
      value={day}
      onChange={(e) => onChange(dayToIso(e.target.value))}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
      fullWidth
      inputRef={ref}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min, max },
        input:
          clearLabel && day && !disabled
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={clearLabel} edge="end" size="small" onClick={() => onChange(null)}>
                      <Clear fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              }
            : undefined,
      }}
    />
  );
});
