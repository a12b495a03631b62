/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
/**
 * Types i18next's `t` against the Danish catalogue (the shape every language matches), so
 * `t('unknown.key')` or a key of another namespace fails `npm run typecheck`.
 */
import type { Catalogue } from '@udlejning/shared/i18n/index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
