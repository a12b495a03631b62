/**
 * The language of a request (docs/architecture.md "Jobs and mail": mails in the recipient's language): the first of
 * LANGUAGES the Accept-Language header asks for (the web app sends its UI language; a browser's
 * "da-DK,da;q=0.9" counts as da), else null. `mailLanguage` picks a mail's language.
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@udlejning/shared/i18n/languages';

/** The language the request asks for, or null when it names none of LANGUAGES. */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language | null {
  const header = req.headers['accept-language'];
  if (!header) return null;
  // region subtags off: "da-DK" asks for da
  const found = negotiate(header.replace(/-[A-Za-z0-9]+/g, ''), [...LANGUAGES]);
  return (found as Language | null) ?? null;
}

/** A mail's language: the recipient's own, else the request's, else da (the default). */
export function mailLanguage(...candidates: (string | null | undefined)[]): Language {
  const found = candidates.find((c): c is Language => (LANGUAGES as readonly string[]).includes(c ?? ''));
  return found ?? DEFAULT_LANGUAGE;
}
