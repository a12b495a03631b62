/**
 * A kroner input (doc 1 §5, doc 2 §5 step 2): accepts digits and one comma, shows dot thousands
 * while typing and the suffix 'kr.'. The value is integer øre (or null when empty), converted
 * with the shared parseKr/formatKr; the caret keeps its place when dots are inserted.
 */
import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatKr, parseKr } from '@udlejning/shared/dwellings/money';

export type CurrencyFieldProps = {
  label: ReactNode;
  /** Øre; null or undefined shows an empty field. */
  value: number | null | undefined;
  onChange: (ore: number | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** Normalises typed text: digits and one comma, at most 2 decimals, dot thousands. */
export function formatTypedKr(raw: string): string {
  const s = raw.replace(/[^\d,]/g, '');
  const comma = s.indexOf(',');
  const intDigits = (comma < 0 ? s : s.slice(0, comma)).replace(/^0+(?=\d)/, '');
  const grouped = intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (comma < 0) return grouped;
  const decimals = s
    .slice(comma + 1)
    .replace(/,/g, '')
    .slice(0, 2);
  return `${grouped || '0'},${decimals}`;
}

/** Øre for the shown text, or null when empty/unparseable. */
function toOre(text: string): number | null {
  const plain = text.replace(/\./g, '');
  return plain === '' ? null : parseKr(plain);
}

/** The edit text for a value set from outside (reset, deposit helper buttons). */
function toText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatKr(value).replace(/\s*kr\.?\s*$/, '');
}

export function CurrencyField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  helperText,
  disabled,
  required,
  fullWidth = true,
  inputRef,
}: CurrencyFieldProps) {
  const { t } = useTranslation('dwellings');
  const [text, setText] = useState(() => toText(value));
  const [lastValue, setLastValue] = useState(value);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // a value set from outside replaces the text; our own typing already matches it
  if (value !== lastValue) {
    setLastValue(value);
    if ((value ?? null) !== toOre(text)) setText(toText(value));
  }

  useLayoutEffect(() => {
    const el = ownInput.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  function handleChange(input: HTMLInputElement) {
    const at = input.selectionStart ?? input.value.length;
    const significant = input.value.slice(0, at).replace(/[^\d,]/g, '').length;
    const next = formatTypedKr(input.value);
    caret.current = caretAfter(next, significant);
    const ore = toOre(next);
    setText(next);
    setLastValue(ore);
    onChange(ore);
  }

  return (
    <TextField
      label={label}
      name={name}
      value={text}
      onChange={(e) => handleChange(e.target as HTMLInputElement)}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
      inputRef={(el: HTMLInputElement | null) => {
        ownInput.current = el;
        if (typeof inputRef === 'function') inputRef(el);
        else if (inputRef) inputRef.current = el;
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">{t('economy.currency')}</InputAdornment> },
      }}
    />
  );
}

/** The caret index in `text` right after its `count`-th digit or comma. */
function caretAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[\d,]/.test(text[i])) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}
