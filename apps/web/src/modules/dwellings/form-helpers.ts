/**
 * Form/view mapping of the dwelling form. Dates (UTC-midnight ISO strings, doc 2 §5) are handled by ui/DateField.
 */
import {
  emptyDwellingForm,
  normalizeConsents,
  normalizeLink,
  type DwellingContent,
} from '@udlejning/shared/dwellings/form-schema';

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
