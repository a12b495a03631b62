/** Labels of the addresses domain (the address autocomplete, issue 4 §2). Danish (the default language): the shape every other language must match. */
export const addresses = {
  label: 'Adresse',
  typeMore: 'Skriv mindst 3 tegn',
  searching: 'Søger…',
  noResults: 'Ingen adresser fundet',
  // read out by screen readers when suggestions arrive
  found_one: '{{count}} adresse fundet',
  found_other: '{{count}} adresser fundet',
  // the wording the ODbL licence of OpenStreetMap data asks for
  osmAttribution: '© OpenStreetMap-bidragydere',
};
