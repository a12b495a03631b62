/** Translations of the addresses domain's validation and server messages, keyed by the message text. */
export const addressesMessages: { da: Record<string, string>; en: Record<string, string> } = {
  da: {
    'The search text is too long': 'Søgeteksten er for lang',
  },
  en: {
    'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.':
      'Choose an address from the list. If your address is not there, please contact us.',
  },
};
