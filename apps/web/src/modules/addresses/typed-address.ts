/**
 * What the landlord typed in the address field, as a start for the address typed by hand
 * (docs/architecture.md "Dwellings and moderation"): "vestergade 12 vejle" → street "Vestergade", house "12".
 */

/** A house number as typed: 1–3 digits and an optional letter ("12", "41N", "7b"); 4 digits are a postal code. */
const HOUSE = /^\d{1,3}[a-zA-Z]?$/;

/**
 * The street (the words before the house number, first letter upper case) and the house number (letter upper case)
 * of `text`; null for a part that is not there. A postal code ends the street, and so do the words of `city` (the
 * town of the postal code chosen) at its end.
 */
export function splitTypedAddress(text: string, city?: string | null): { street: string | null; house: string | null } {
  const all = text.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  const zipAt = all.findIndex((w) => /^\d{4}$/.test(w));
  const words = zipAt === -1 ? all : all.slice(0, zipAt);
  const at = words.findIndex((w) => HOUSE.test(w));
  const streetWords = at === -1 ? words : words.slice(0, at);
  const cityWords = new Set((city ?? '').toLocaleLowerCase('da').split(/\s+/).filter(Boolean));
  while (streetWords.length > 0 && cityWords.has(streetWords[streetWords.length - 1].toLocaleLowerCase('da'))) streetWords.pop();
  const street = streetWords.join(' ');
  return {
    street: street ? street[0].toLocaleUpperCase('da') + street.slice(1) : null,
    house: at === -1 ? null : words[at].toUpperCase(),
  };
}
