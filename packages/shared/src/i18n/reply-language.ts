/**
 * One language per API reply (docs/architecture.md "Translations" → "Reply language"): the messages of an error
 * reply, its top-level message and every field issue's, follow the request's language, except the texts the spec
 * fixes, which keep the spec's wording whatever the language (doc 1 §8, doc 2 §8). A message the catalogue does not
 * know (one with a value in it) is left as it is.
 */
import { messages as messagesDa } from './da/messages';
import { messages as messagesEn } from './en/messages';
import type { Language } from './languages';
import type { ErrorBody, FieldIssue } from '../errors';

/**
 * The messages whose wording the spec writes out (in Danish or in English): sent as written in every language.
 * `reply-language.test.ts` checks this list against the spec documents, so a message that enters or leaves the
 * spec cannot be missed.
 */
export const SPEC_MESSAGES: ReadonlySet<string> = new Set([
  'Fetch request failed',
  'Oops! Something went wrong. Please try again or contact customer support',
  'Not authorized',
  'Some fields were not properly filled out!',
  'Upload failed',
  'Ugyldig kode',
  'Missing discount code',
  'Missing flat discount or percentage discount',
  'Discount can only be flat discount or percentage discount',
  'Missing start date and/or end date',
  'Missing data',
  'No email',
  'Email is not valid',
  'Please enter a valid email',
  'Password is missing',
  'Passwords do not match',
  'No company name',
  'Missing firstname',
  'Missing lastname',
  'Missing phone',
  'Type present password',
  'Missing password',
  'New passwords do not match',
  'User validation failed',
  'Email is already in use',
  'Something went wrong, please try again',
  'Din adgangskode skal mindst være 6 tegn',
  'Din adgangskode er ikke ens',
  'Du mangler at udfylde feltet',
  'Antal værelser er ikke udfyldt korrekt',
  'Angiv kun antallet af hele værelser',
  'Boligareal er ikke udfyldt korrekt',
  'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.',
  'Zip skal være tal på 4 cifre',
  'Slutdato for lejeperioden skal være efter overtagelsesdato.',
  'Beskrivelsen skal være mindst 100 tegn',
  'Ugyldig telefon nummer',
  'Mindst én af kontakt mulighederne skal være tjekket',
  'Maksimalt 3 x huslejen eksklusiv forbrug',
  'Vi beklager meget. Enten mangler der en token eller også er den udløbet',
  'Vi beklager meget, der er sket en fejl. Prøv at genindlæse siden eller kontakt kundeservice',
  'Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage',
]);

const CATALOGUES: Record<Language, Record<string, string>> = { da: messagesDa, en: messagesEn };

/** `message` in `language`: a spec text as written, a catalogue message translated, anything else unchanged. */
export function messageIn(language: Language, message: string): string {
  if (SPEC_MESSAGES.has(message)) return message;
  return CATALOGUES[language][message] ?? message;
}

/** The issues of an error reply with each message in `language` (see messageIn). */
export function issuesIn(language: Language, issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.map((issue) => ({ ...issue, message: messageIn(language, issue.message) }));
}

/** An error reply body with its message and its issues' messages in `language` (see messageIn). */
export function errorBodyIn(language: Language, body: ErrorBody): ErrorBody {
  const { message, issues, ...rest } = body.error;
  return {
    error: { ...rest, message: messageIn(language, message), ...(issues ? { issues: issuesIn(language, issues) } : {}) },
  };
}
