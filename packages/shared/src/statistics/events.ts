/**
 * The events statistics are counted from (spec doc 1 §2 Statistics, §3 Statistics row).
 * Each kind is one column of /statistics: MESSAGE → messages sent (accepted), CONTACT_SUCCESS → success,
 * CONTACT_FORBIDDEN → forbidden, CLICK → total clicks (unique clicks: first CLICK per visitor),
 * FACEBOOK_SHARE → shared on facebook.
 */
export const DWELLING_EVENT_KINDS = ['CLICK', 'CONTACT_SUCCESS', 'CONTACT_FORBIDDEN', 'FACEBOOK_SHARE', 'MESSAGE'] as const;
export type DwellingEventKind = (typeof DWELLING_EVENT_KINDS)[number];
