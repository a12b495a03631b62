/** Translations of the accounts domain's validation and server messages, keyed by the message text. */
import { FETCH_FAILED, GENERIC_ERROR } from '../../errors';

const da: Record<string, string> = {
  'type must be filled': 'Vælg en udlejertype',
  'email must be filled': 'Skriv din e-mailadresse',
  'password must be filled': 'Skriv din adgangskode',
  'No email': 'Skriv din e-mailadresse',
  'Email is not valid': 'E-mailadressen er ikke gyldig',
  'Please enter a valid email': 'Skriv en gyldig e-mailadresse',
  'Password is missing': 'Adgangskoden mangler',
  'Passwords do not match': 'Adgangskoderne er ikke ens',
  'Password must be at least 6 characters': 'Adgangskoden skal være mindst 6 tegn',
  'No company name': 'Skriv firmanavnet',
  'No company address': 'Skriv firmaadressen',
  'Missing firstname': 'Skriv dit fornavn',
  'Missing lastname': 'Skriv dit efternavn',
  'Missing phone': 'Skriv dit telefonnummer',
  'Type present password': 'Skriv din nuværende adgangskode',
  'Missing password': 'Skriv en adgangskode',
  'New passwords do not match': 'De nye adgangskoder er ikke ens',
  'User validation failed': 'Nogle felter er ikke udfyldt korrekt',
  'Email is already in use': 'E-mailadressen er allerede i brug',
  'Wrong email or password': 'Forkert e-mail eller adgangskode',
  'The link has expired': 'Linket er udløbet',
  'Something went wrong, please try again': 'Noget gik galt, prøv igen',
};

export const accountsMessages: { da: Record<string, string>; en: Record<string, string> } = {
  da,
  en: {
    // English messages map to themselves: otherwise i18next falls back to the Danish text (fallbackLng da)
    ...Object.fromEntries(Object.keys(da).map((k) => [k, k])),
    // generic texts the account pages show (shared messages.ts has no English entries for them)
    [GENERIC_ERROR]: GENERIC_ERROR,
    [FETCH_FAILED]: FETCH_FAILED,
    'Du skal acceptere vilkårene': 'You must accept the terms',
    'Din adgangskode skal mindst være 6 tegn': 'Your password must be at least 6 characters',
    'Din adgangskode er ikke ens': 'The passwords are not the same',
  },
};
