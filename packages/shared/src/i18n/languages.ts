/**
 * The languages and namespaces of the catalogues, without the catalogues themselves, so the web app
 * can name them and still load only the one language and the namespaces a page uses (docs/architecture.md "Front-end loading").
 */
import type { Catalogue } from './da/index';

export const LANGUAGES = ['da', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'da';
/** The time zone every date is shown in, whatever the language (doc 1 §9). */
export const DISPLAY_TIME_ZONE = 'Europe/Copenhagen';
/** Storage key of the chosen language (doc 1 §1: remembered across visits). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const NAMESPACES = [
  'common',
  'messages',
  'accounts',
  'dwellings',
  'addresses',
  'lifecycle',
  'moderation',
  'activity',
  'payments',
  'chat',
  'publicListing',
  'seekers',
  'statistics',
  'users',
  'viewings',
] as const satisfies readonly (keyof Catalogue)[];
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The id of a server or validation message: the spec's text, which the server and the shared
 * schemas send and the `messages` namespace translates (da/messages.ts, en/messages.ts).
 */
export type MessageId = keyof Catalogue['messages'];
