/**
 * Word lists for the translation checks (e2e/translations.spec.ts, i18n.test.ts): the words that
 * appear only in the Danish catalogue and the words that appear only in the English one. A Danish
 * page that shows an English-only word, or an English page with a Danish-only word, is mixing
 * languages. Words spelled the same in both languages (in either catalogue, or in WORDS_IN_BOTH)
 * are on neither list.
 */
import { resources, type Language } from './index';

/**
 * Words that are real words in both languages (or names) although only one catalogue uses them,
 * so seeing them on the other language's page proves nothing.
 */
export const WORDS_IN_BOTH = [
  // organization invitations: Danish "invitation", "sender" (sends) and English "invitation", "sender"
  'invitation',
  // letting: Danish "Marker som ny lejer" (mark), English "marker" (the map's pin)
  'marker',
  'sender',
  // the map's hints (Ctrl + rul / Ctrl + scroll, zoom) and the listing feed (docs/architecture.md "Partner integration")
  'zoom',
  'ctrl',
  'feed',
  // an address typed by hand: "moderator" in both languages, DAR (Danmarks Adresseregister) a name
  'moderator',
  'dar',
  // the article of the GDPR a re-rendered receipt names (Persondata slettet … (GDPR art. 17))
  'gdpr',
  'art',
  // ordering images by keyboard (the keys Enter and Escape) and an image's pixels, in both languages
  'enter',
  'escape',
  'pixels',
  // a viewing's calendar invitation (fremvisning.ics) in both languages' mails
  'ics',
  // the statistics' let funnel: English "Viewings held", Danish "held" (luck)
  'held',
  // in both catalogues: names, international words and words both languages have
  'admin',
  'administrator',
  'bbr',
  'browser',
  'chat',
  'cvc',
  'cvr',
  'data',
  'dansk',
  'dev',
  'elevator',
  'end',
  'english',
  'facebook',
  'feedback',
  'find',
  'for',
  'have',
  'info',
  'internet',
  'link',
  'links',
  'log',
  'mail',
  'mails',
  'min',
  'minimum',
  'note',
  'openstreetmap',
  'outbox',
  'pdf',
  'plus',
  // a thread's agentUnique 'rentals-<id>' (doc 1 §3), shown as an example of a dwelling id
  'rentals',
  // the Danish credit register, and the currency's name in English texts (statistics tier line)
  'rki',
  'krone',
  'premium',
  'send',
  'standard',
  'status',
  'system',
  'team',
  'time',
  'token',
  'transport',
  'type',
  'udlejning',
  'upload',
  'uuid',
  'zip',
  // viewings: Danish books a viewing ("Book", "booking") with the English loanwords
  'book',
  'booking',
  // Danish catalogue words that are also English words
  'her',
  'man',
  'alle',
  'dig',
  'tom',
  'over',
  'under',
  'bare',
  'mine',
  'start',
  'gang',
  'men',
  'side',
  'via',
  'permanent',
  'login',
  'mere',
  'alt',
  'den',
  'din',
  'til',
  'vis',
  'mig',
  'tal',
  'kort',
  'maks',
  'moms',
  'pris',
  // English catalogue words that are also Danish words
  'are',
  'has',
  'the',
  'hand',
  'kind',
  'bad',
  'dwelling',
  'dwellings',
] as const;

/** Leaves of a nested catalogue: every translated text. */
export function catalogueTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(catalogueTexts);
  return [];
}

/** Lower-case words of a text (letters only, at least 3), placeholders like {{count}} left out. */
export function words(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);
}

/** Every word of a language's catalogue. */
export function catalogueWords(lang: Language): Set<string> {
  return new Set(catalogueTexts(resources[lang]).flatMap(words));
}

/**
 * The words of `lang`'s catalogue that are not in WORDS_IN_BOTH. Not computed as a difference of
 * the two catalogues, so a Danish word that slips into the English catalogue still counts as
 * Danish (i18n.test.ts keeps the words both catalogues use within WORDS_IN_BOTH).
 */
export function languageOnlyWords(lang: Language): Set<string> {
  const both = new Set<string>(WORDS_IN_BOTH);
  return new Set([...catalogueWords(lang)].filter((w) => !both.has(w)));
}
