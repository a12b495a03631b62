/** The day list's grouping (pages/ViewingsDayPage.tsx): a day's slots by listing. */
import type { DayViewingSlot } from './api';

export type ListingGroup = { dwelling: DayViewingSlot['dwelling']; slots: DayViewingSlot[] };

/** The day's slots by listing, listings in the order of their first slot, slots by start. */
export function groupByListing(slots: DayViewingSlot[]): ListingGroup[] {
  const groups = new Map<string, ListingGroup>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const group = groups.get(slot.dwelling.uuid) ?? { dwelling: slot.dwelling, slots: [] };
    group.slots.push(slot);
    groups.set(slot.dwelling.uuid, group);
  }
  return [...groups.values()];
}

/** A listing's name in the list: its address, else zip and city, else its headline. */
export function listingName(d: DayViewingSlot['dwelling']): string {
  return d.address ?? ([d.zip, d.city].filter(Boolean).join(' ') || (d.headline ?? ''));
}
