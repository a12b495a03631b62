/**
 * i18next resources for both sides: one namespace per domain, da (default) and en, one module per
 * domain per language (da/<domain>.ts, en/<domain>.ts). A domain adds its file to both folders and
 * to NAMESPACES; a key missing in one language fails the typecheck (labels.ts).
 */
import { da } from './da/index';
import { en } from './en/index';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  type Language,
  type MessageId,
  type Namespace,
} from './languages';

/** Every catalogue, for the server and tests; the web app loads one language's namespaces on demand. */
export const resources = { da, en } as const;
export type { Catalogue } from './da/index';
export type { Labels } from './labels';
