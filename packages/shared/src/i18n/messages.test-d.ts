/**
 * Type test (checked by `npm run typecheck`, never run): every message the server or the shared
 * schemas can send is a key of the message catalogue, so a new message without a Danish and an
 * English text fails the typecheck, not a page in production. Each `@ts-expect-error` fails the
 * typecheck if the line below it ever compiles.
 */
import type { MessageId } from './languages';
import type { ERROR_TABLE, ErrorCode, FETCH_FAILED, GENERIC_ERROR } from '../errors';
import type { ACCOUNT_MESSAGES } from '../accounts/fields';
import type { DWELLING_MESSAGES } from '../dwellings/dwelling-form';
import type { INVALID_AMOUNT } from '../dwellings/form-schema';
import type { STATUS_PAGE_MESSAGES } from '../dwellings/lifecycle';
import type { RATING_MESSAGE } from '../feedback/feedback';
import type { ADDRESS_NOT_CHOSEN, ADDRESS_QUERY_TOO_LONG } from '../addresses/suggestion';
import type { INVALID_DATE, INVALID_VALUE, TOO_LONG } from '../text';
import type {
  DISCOUNT_FLAT_OR_PERCENTAGE,
  INVALID_DISCOUNT_CODE,
  MISSING_DISCOUNT_CODE,
  MISSING_DISCOUNT_DATES,
  MISSING_DISCOUNT_VALUE,
} from '../payments/discount';
import type { MISSING_DATA } from '../payments/payment';
import type { MESSAGE_MESSAGES } from '../messages/thread';
import type { ORGANIZATION_MESSAGES } from '../organizations/organization';
import type { CONTACT_NAME_MISSING, CONTACT_REFUSALS } from '../public-listing/listing';

type ValuesOf<T> = T[keyof T];

/** Every message text the shared code defines (the server's own, e.g. 'Billedet findes ikke', are checked where it defines them). */
type SentMessage =
  | (typeof ERROR_TABLE)[ErrorCode]['message']
  | typeof FETCH_FAILED
  | typeof GENERIC_ERROR
  | ValuesOf<typeof ACCOUNT_MESSAGES>
  | ValuesOf<typeof DWELLING_MESSAGES>
  | ValuesOf<typeof STATUS_PAGE_MESSAGES>
  | typeof RATING_MESSAGE
  | typeof INVALID_VALUE
  | typeof INVALID_AMOUNT
  | typeof INVALID_DATE
  | typeof TOO_LONG
  | typeof ADDRESS_NOT_CHOSEN
  | typeof ADDRESS_QUERY_TOO_LONG
  | typeof MISSING_DISCOUNT_CODE
  | typeof MISSING_DISCOUNT_VALUE
  | typeof DISCOUNT_FLAT_OR_PERCENTAGE
  | typeof MISSING_DISCOUNT_DATES
  | typeof INVALID_DISCOUNT_CODE
  | typeof MISSING_DATA
  | ValuesOf<typeof MESSAGE_MESSAGES>
  | ValuesOf<typeof CONTACT_REFUSALS>
  | ValuesOf<typeof ORGANIZATION_MESSAGES>
  | typeof CONTACT_NAME_MISSING;

/** The sent messages that have no catalogue entry: must stay `never`. */
type Untranslated = Exclude<SentMessage, MessageId>;

export const everySentMessageIsTranslated: [Untranslated] extends [never] ? true : Untranslated = true;

// @ts-expect-error -- a text that is not a message id is refused
export const unknownMessage: MessageId = 'No such message';
