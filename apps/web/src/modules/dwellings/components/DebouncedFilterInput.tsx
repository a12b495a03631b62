import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';

/** Filter typing is applied this long after the last key (doc 2 §9). */
export const FILTER_DEBOUNCE_MS = 900;

export type DebouncedFilterInputProps = {
  /** The applied value ('' for none). */
  value: string;
  /** Called FILTER_DEBOUNCE_MS after typing stops (or at once on Enter) with the typed text. */
  onCommit: (value: string) => void;
  label: string;
  /** Restricts typing to digits (the kr. range). */
  digitsOnly?: boolean;
  /** Short visible hint (the accessible name is `label`). */
  placeholder?: string;
  width?: number;
};

/** A small text input under a column header that applies its value 900 ms after typing stops. */
export function DebouncedFilterInput({ value, onCommit, label, digitsOnly, placeholder, width = 120 }: DebouncedFilterInputProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // follow outside changes (clear filters, back/forward through the hash)
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function schedule(next: string, delay: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (next.trim() !== value) onCommit(next.trim());
    }, delay);
  }

  return (
    <TextField
      size="small"
      variant="standard"
      value={text}
      placeholder={placeholder}
      onChange={(e) => {
        const next = digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value;
        setText(next);
        schedule(next, FILTER_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') schedule(text, 0);
      }}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: digitsOnly ? 'numeric' : undefined, maxLength: 100 } }}
      sx={{ width }}
    />
  );
}
