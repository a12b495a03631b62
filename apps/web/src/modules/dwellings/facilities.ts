/**
 * Facilities a landlord can tick in step 4. The spec stores `facilities[]` as free strings and
 * names no list, so the form offers these keys (labels in i18n `dwellings:facility.*`); unknown
 * stored values are still shown as they are.
 */
export const FACILITIES = [
  'BALCONY',
  'ELEVATOR',
  'PARKING',
  'GARDEN',
  'DISHWASHER',
  'WASHING_MACHINE',
  'DRYER',
  'BIKE_STORAGE',
  'STORAGE',
  'CHARGING',
] as const;
export type Facility = (typeof FACILITIES)[number];
