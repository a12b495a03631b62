/** Labels of the addresses domain (the address autocomplete, docs/architecture.md "Search"). English; `satisfies Labels<…>` makes a key missing here (or unknown there) a type error. */
import type { Labels } from '../labels';
import type { addresses as addressesDa } from '../da/addresses';

export const addresses = {
  label: 'Address',
  typeMore: 'Type at least 3 characters',
  searching: 'Searching…',
  noResults: 'No addresses found',
  found_one: '{{count}} address found',
  found_other: '{{count}} addresses found',
  notInIndex: 'The address is not in the local address index',
  postalCodesFound_one: 'The address is not in the local address index. {{count}} postal code found',
  postalCodesFound_other: 'The address is not in the local address index. {{count}} postal codes found',
  enterByHand: 'Enter the address by hand',
  enterByHandHint: 'If your address is not in the list',
  byHandTitle: 'Address entered by hand',
  byHandNote: 'The address is not in the address register. A moderator checks it before the listing is approved.',
  backToSearch: 'Search the address list again',
  street: 'Street',
  house: 'House number',
  postalCodeLookup: 'Looking up the postal code …',
  notVerified: 'Not verified against DAR',
  osmAttribution: '© OpenStreetMap contributors',
} satisfies Labels<typeof addressesDa>;
