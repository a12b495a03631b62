/**
 * i18next resources for both sides: one namespace per domain, da (default) and en.
 * A domain adds its own file here (accounts.ts, dwellings.ts, …).
 */
import { common } from './common';
import { messages } from './messages';
import { accounts } from './accounts';
import { dwellings } from './dwellings';
import { addresses } from './addresses';
import { lifecycle } from './lifecycle';
import { moderation } from './moderation';

export const LANGUAGES = ['da', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'da';
/** Storage key of the chosen language (doc 1 §1: remembered across visits). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const NAMESPACES = ['common', 'messages', 'accounts', 'dwellings', 'addresses', 'lifecycle', 'moderation'] as const;

export const resources = {
  da: { common: common.da, messages: messages.da, accounts: accounts.da, dwellings: dwellings.da, addresses: addresses.da, lifecycle: lifecycle.da, moderation: moderation.da },
  en: { common: common.en, messages: messages.en, accounts: accounts.en, dwellings: dwellings.en, addresses: addresses.en, lifecycle: lifecycle.en, moderation: moderation.en },
} as const;
