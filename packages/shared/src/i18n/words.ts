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
  // Danish words that are also English words
  'her',
  'man',
  'ingen',
  'alle',
  'send',
  'dig',
  'hus',
  'time',
  'bed',
  'tom',
  'fast',
  'over',
  'under',
  'kan',
  'lang',
  'lige',
  'ved',
  'hele',
  'bare',
  'mine',
  'hold',
  'rest',
  'start',
  'slut',
  'link',
  'links',
  'plus',
  'premium',
  'standard',
  'chat',
  'log',
  'status',
  'feedback',
  'internet',
  'system',
  'note',
  'e-mail',
  'mail',
  'mails',
  'upload',
  'admin',
  'administrator',
  'elevator',
  'min',
  'maks',
  'max',
  'kort',
  'type',
  'token',
  'facebook',
  'openstreetmap',
  'bbr',
  'cvr',
  'udlejning',
  'dansk',
  'english',
  'moms',
  'zip',
  'aconto',
  'pris',
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
  // English words that are also Danish words or names
  'are',
  'for',
  'has',
  'the',
  'end',
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

/** The words only `lang`'s catalogue uses (not in the other language's, not in WORDS_IN_BOTH). */
export function languageOnlyWords(lang: Language): Set<string> {
  const other: Language = lang === 'da' ? 'en' : 'da';
  const ours = new Set(catalogueTexts(resources[lang]).flatMap(words));
  const theirs = new Set(catalogueTexts(resources[other]).flatMap(words));
  const both = new Set<string>(WORDS_IN_BOTH);
  return new Set([...ours].filter((w) => !theirs.has(w) && !both.has(w)));
}
