/** Labels of the addresses domain (the address autocomplete, docs/architecture.md "Search"). Danish (the default language): the shape every other language must match. */
export const addresses = {
  label: 'Adresse',
  typeMore: 'Skriv mindst 3 tegn',
  searching: 'Søger…',
  noResults: 'Ingen adresser fundet',
  // read out by screen readers when suggestions arrive
  found_one: '{{count}} adresse fundet',
  found_other: '{{count}} adresser fundet',
  // The typed town has no address in the local index; its postal codes are offered instead
  notInIndex: 'Adressen findes ikke i det lokale adresseregister',
  postalCodesFound_one: 'Adressen findes ikke i det lokale adresseregister. {{count}} postnummer fundet',
  postalCodesFound_other: 'Adressen findes ikke i det lokale adresseregister. {{count}} postnumre fundet',
  // the last option of the list: the address typed by hand (street, number, floor, door, postal code)
  enterByHand: 'Indtast adressen selv',
  enterByHandHint: 'Hvis din adresse ikke er på listen',
  // the hand-typed address form (AddressField)
  byHandTitle: 'Adressen indtastet selv',
  byHandNote: 'Adressen findes ikke i adresseregistret. En moderator kontrollerer den, før annoncen godkendes.',
  backToSearch: 'Søg i adresselisten igen',
  street: 'Vejnavn',
  house: 'Husnummer',
  postalCodeLookup: 'Slår postnummeret op …',
  // the mark on a hand-typed address that the moderator sees
  notVerified: 'Ikke verificeret mod DAR',
  // the wording the ODbL licence of OpenStreetMap data asks for
  osmAttribution: '© OpenStreetMap-bidragydere',
};
