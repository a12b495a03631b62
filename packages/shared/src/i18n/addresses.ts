/** Labels of the addresses domain, da and en (the address autocomplete, issue 4 §2). */
export const addresses = {
  da: {
    label: 'Adresse',
    typeMore: 'Skriv mindst 3 tegn',
    searching: 'Søger…',
    noResults: 'Ingen adresser fundet',
    // read out by screen readers when suggestions arrive
    found_one: '{{count}} adresse fundet',
    found_other: '{{count}} adresser fundet',
    // the wording the ODbL licence of OpenStreetMap data asks for
    osmAttribution: '© OpenStreetMap contributors',
  },
  en: {
    label: 'Address',
    typeMore: 'Type at least 3 characters',
    searching: 'Searching…',
    noResults: 'No addresses found',
    found_one: '{{count}} address found',
    found_other: '{{count}} addresses found',
    osmAttribution: '© OpenStreetMap contributors',
  },
};
