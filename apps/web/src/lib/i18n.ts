/**
 * i18next setup: Danish by default, English on request, the choice kept in local storage (doc 1 §1).
 *
 * Catalogues load on demand (docs/architecture.md "Front-end loading"): only the chosen language, and at first only the namespaces
 * the signed-out pages use (`PUBLIC_NAMESPACES`); the shell's route loads the rest with its code
 * (`loadAppNamespaces`), so no page renders before its labels are there. There is no fallback
 * language: the type checker already refuses a catalogue with a missing key.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  type Language,
  type Namespace,
} from '@udlejning/shared/i18n/languages';

function storedLanguage(): Language {
  try {
    const v = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** What sign-in, signup, forgot and reset (and the error pages) show; loaded before the first render. */
export const PUBLIC_NAMESPACES = ['common', 'messages', 'accounts'] as const satisfies readonly Namespace[];

/** One catalogue module (packages/shared/src/i18n/<language>/<namespace>.ts), its own chunk in the build. */
const loadCatalogue = resourcesToBackend(async (language: string, namespace: string) => {
  const module = (await import(`../../../../packages/shared/src/i18n/${language}/${namespace}.ts`)) as Record<string, object>;
  return module[namespace];
});

const initialLanguage = storedLanguage();

/** Resolves once the chosen language's public namespaces are loaded: render the app after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(loadCatalogue)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...PUBLIC_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
document.documentElement.lang = initialLanguage;

/** Loads every namespace of the current language (the signed-in app uses them all). */
export function loadAppNamespaces(): Promise<void> {
  return i18n.loadNamespaces([...NAMESPACES]);
}

/** The current UI language ('da' or 'en'). */
export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

/** Switches the UI language, remembers it in local storage and sets <html lang>. */
export function setLanguage(lang: Language): Promise<unknown> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts until reload */
  }
  document.documentElement.lang = lang;
  // loads the new language's copies of every namespace loaded so far, then re-renders
  return i18n.changeLanguage(lang);
}

/** Translates a server or validation message (keyed by its own text); unknown ones pass through. */
export function tMessage(message: string): string {
  // no language fallback here: a message without an English entry is shown as the spec wrote it,
  // not in its Danish translation
  const translated: unknown = i18n.getResource(i18n.language, 'messages', message, { keySeparator: false });
  return typeof translated === 'string' ? translated : message;
}

export { i18n };
