/**
 * Type test (checked by `npm run typecheck`, never run): a language whose catalogue lacks a key,
 * or has one Danish does not have, does not compile. Each `@ts-expect-error` fails the typecheck
 * if the line below it ever compiles.
 */
import type { Labels } from './labels';
import type { Catalogue } from './da/index';
import { en } from './en/index';
import { common as commonDa } from './da/common';

const { signIn: _dropped, ...menuWithoutSignIn } = en.common.menu;

// @ts-expect-error -- English without common.menu.signIn is not a complete catalogue
export const missingKey = { ...en, common: { ...en.common, menu: menuWithoutSignIn } } satisfies Labels<Catalogue>;

// @ts-expect-error -- a key Danish does not have is refused too
export const unknownKey = { ...en.common, unknownKey: 'Unknown' } satisfies Labels<typeof commonDa>;

// @ts-expect-error -- every leaf is a translated string
export const notAString = { ...en.common, save: 1 } satisfies Labels<typeof commonDa>;

// the real English catalogue is complete
export const complete: Labels<Catalogue> = en;
