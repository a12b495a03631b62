/**
 * Translations of the spec's validation and server messages, keyed by the message text itself
 * (the server and the zod schemas use the spec's literal text; the UI shows `t(message)`).
 * Used with keySeparator/nsSeparator off. A message missing here is shown as written.
 */
import { accountsMessages } from './messages/accounts';
import { dwellingsMessages } from './messages/dwellings';
import { addressesMessages } from './messages/addresses';

export const messages: { da: Record<string, string>; en: Record<string, string> } = {
  da: {
    ...accountsMessages.da,
    ...dwellingsMessages.da,
    ...addressesMessages.da,
    'Fetch request failed': 'Forespørgslen mislykkedes',
    'Oops! Something went wrong. Please try again or contact customer support':
      'Ups! Noget gik galt. Prøv igen eller kontakt kundeservice',
    'Not authorized': 'Ikke autoriseret',
    'Not found': 'Ikke fundet',
    'Some fields were not properly filled out!': 'Nogle felter er ikke udfyldt korrekt!',
    'Too many attempts, please wait a minute': 'For mange forsøg, vent et minut',
  },
  en: {
    ...accountsMessages.en,
    ...dwellingsMessages.en,
    ...addressesMessages.en,
    'Du mangler at udfylde feltet': 'This field is required',
  },
};
