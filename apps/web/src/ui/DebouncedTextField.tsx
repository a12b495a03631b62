import { useState } from 'react';
import { TextField } from '@mui/material';
import { useDebouncedCallback } from 'use-debounce';

export type DebouncedTextFieldProps = {
  /** The applied value ('' for none); an outside change (clear filters, back/forward) replaces the text. */
  value: string;
  /** Called `delayMs` after typing stops, or at once on Enter, with the trimmed text, when it differs from `value`. */
  onCommit: (value: string) => void;
  /** After this many milliseconds without a key. */
  delayMs: number;
  label: string;
  /** Names the field by aria-label only (a filter under a column header; `placeholder` is the visible hint). */
  hideLabel?: boolean;
  /** Keeps digits only (an amount in kr.). */
  digitsOnly?: boolean;
  placeholder?: string;
  variant?: 'outlined' | 'standard';
  /** In px, at most the container's width; default: the field's natural width. */
  width?: number;
  maxLength?: number;
};

/**
 * A small text input for filters that applies its text once the user pauses typing (use-debounce's
 * useDebouncedCallback), so a list is not fetched for every key; Enter applies at once. A click on
 * it does not reach the table row or header underneath.
 */
export function DebouncedTextField({
  value,
  onCommit,
  delayMs,
  label,
  hideLabel = false,
  digitsOnly = false,
  placeholder,
  variant = 'outlined',
  width,
  maxLength = 100,
}: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // follow outside changes of the applied value
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const commit = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  }, delayMs);

  return (
    <TextField
      size="small"
      variant={variant}
      label={hideLabel ? undefined : label}
      value={text}
      placeholder={placeholder}
      onChange={(e) => {
        const next = digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value;
        setText(next);
        commit(next);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        commit(text);
        commit.flush();
      }}
      onClick={(e) => e.stopPropagation()}
      slotProps={{
        htmlInput: {
          'aria-label': hideLabel ? label : undefined,
          inputMode: digitsOnly ? 'numeric' : undefined,
          maxLength,
        },
      }}
      // never wider than its container: a 320 px field in a 320 px window would scroll sideways (WCAG 1.4.10)
      sx={width ? { width, maxWidth: '100%' } : undefined}
    />
  );
}
