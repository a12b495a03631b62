/**
 * i18next resources for both sides: one namespace per domain, da (default) and en, one module per
 * domain per language (da/<domain>.ts, en/<domain>.ts). A domain adds its file to both folders and
 * to NAMESPACES; a key missing in one language fails the typecheck (labels.ts).
 */
import { da } from './da/index';
import { en } from './en/index';

export const LANGUAGES = ['da', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'da';
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
] as const satisfies readonly (keyof typeof da)[];

export const resources = { da, en } as const;
export type { Catalogue } from './da/index';
export type { Labels } from './labels';
