/**
 * Small helpers shared by the form steps: field error props (translated messages) and form/view
 * mapping. Dates (UTC-midnight ISO strings, doc 2 §5) are handled by ui/DateField.
 */
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import {
  emptyDwellingForm,
  normalizeConsents,
  normalizeLink,
  type DwellingContent,
} from '@udlejning/shared/dwellings/dwelling-form';
import { tMessage } from '../../lib/i18n';

/** MUI `error`/`helperText` for a field: its translated error message, else `helper`. */
export function errorProps(error: FieldError | undefined, helper?: ReactNode): { error: boolean; helperText: ReactNode } {
  return { error: Boolean(error), helperText: error?.message ? tMessage(error.message) : helper };
}

/** The editable content of a loaded dwelling, every key present (missing ones from the defaults). */
export function toFormValue(view: Partial<DwellingContent>): DwellingContent {
  const empty = emptyDwellingForm();
  const value = { ...empty } as Record<keyof DwellingContent, unknown>;
  for (const key of Object.keys(empty) as (keyof DwellingContent)[]) {
    const v = view[key];
    if (v !== undefined && v !== null) value[key] = v;
  }
  const out = value as DwellingContent;
  return {
    ...out,
    type: { ...empty.type, ...out.type },
    size: { ...empty.size, ...out.size },
    location: { ...empty.location, ...out.location },
    timeframe: { ...empty.timeframe, ...out.timeframe },
    economy: { ...empty.economy, ...out.economy },
    contact: { ...empty.contact, ...out.contact },
    consents: normalizeConsents(out.consents),
  };
}

/** What is sent on save: links get http:// when they have no scheme (doc 2 §5 step 4). */
export function toSaveBody(value: DwellingContent): DwellingContent {
  return {
    ...value,
    contact: { ...value.contact, link: normalizeLink(value.contact.link) },
    economy: { ...value.economy, website: normalizeLink(value.economy.website) },
  };
}
