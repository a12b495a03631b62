/**
 * i18next setup: Danish by default, English on request, the choice kept in local storage (doc 1 §1).
 * Also the shared date formatting: UTC instants shown in Europe/Copenhagen (doc 1 §9).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  resources,
  type Language,
} from '@udlejning/shared/i18n/index';

function storedLanguage(): Language {
  try {
    const v = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const initialLanguage = storedLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = initialLanguage;

/** The current UI language ('da' or 'en'). */
export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

/** Switches the UI language, remembers it in local storage and sets <html lang>. */
export function setLanguage(lang: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts until reload */
  }
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

/** Translates a server or validation message (keyed by its own text); unknown ones pass through. */
export function tMessage(message: string): string {
  // no language fallback here: a message without an English entry is shown as the spec wrote it,
  // not in its Danish translation
  const translated: unknown = i18n.getResource(i18n.language, 'messages', message, { keySeparator: false });
  return typeof translated === 'string' ? translated : message;
}

const LOCALES = { da: 'da-DK', en: 'en-GB' } as const satisfies Record<Language, string>;

/**
 * Formats an instant (ISO string or Date, UTC) as date and time in Europe/Copenhagen for the
 * current language, e.g. '03.01.2026 11.00' (da). `dateOnly` drops the time. Invalid input → ''.
 */
export function formatDateTime(value: string | Date, opts: { dateOnly?: boolean } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    timeZone: 'Europe/Copenhagen',
    dateStyle: 'short',
    ...(opts.dateOnly ? {} : { timeStyle: 'short' }),
  }).format(date);
}

export { i18n };
