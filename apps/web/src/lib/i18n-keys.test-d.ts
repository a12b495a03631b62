/**
 * Type test (checked by `npm run typecheck`, never run): i18next's `t` is typed against the
 * catalogue (src/i18next.d.ts), so an unknown key or a key of a namespace not asked for fails to
 * compile. Each `@ts-expect-error` fails the typecheck if the line below it ever compiles.
 */
import { i18n } from './i18n';

const tCommon = i18n.getFixedT('da', 'common');
const tDwellings = i18n.getFixedT('da', ['dwellings', 'common']);

export const known = [tCommon('menu.signIn'), tDwellings('list.empty'), tDwellings('common:rowsPerPage')];

// @ts-expect-error -- no such key
export const unknown = tCommon('menu.unknownKey');

// @ts-expect-error -- a dwellings key is not in the common namespace
export const wrongNamespace = tCommon('list.empty');
