/**
 * The catalogues (doc 1 §1: Danish and English labels): no English text left in the
 * Danish catalogue or Danish in the English one, the same placeholders in both, and a translation
 * in both languages for every message the server or the shared schemas can send.
 */
import { describe, expect, it } from 'vitest';
import { resources } from './index';
import { WORDS_IN_BOTH, catalogueWords, languageOnlyWords, words } from './words';
import { ERROR_TABLE, FETCH_FAILED, GENERIC_ERROR } from '../errors';
import { ACCOUNT_MESSAGES } from '../accounts/fields';
import { DWELLING_MESSAGES, INVALID_AMOUNT, INVALID_DATE, INVALID_VALUE, TOO_LONG } from '../dwellings/dwelling-form';
import { STATUS_PAGE_MESSAGES } from '../dwellings/lifecycle';
import { RATING_MESSAGE } from '../feedback/feedback';
import { ADDRESS_NOT_CHOSEN, ADDRESS_QUERY_TOO_LONG } from '../addresses/suggestion';
import { CARD_FORM_MESSAGES } from '../payments/card-form';
import {
  DISCOUNT_FLAT_OR_PERCENTAGE,
  MISSING_DISCOUNT_CODE,
  MISSING_DISCOUNT_DATES,
  MISSING_DISCOUNT_VALUE,
} from '../payments/discount';
import { MISSING_DATA } from '../payments/payment';
import { MESSAGE_MESSAGES } from '../messages/thread';
import { CONTACT_NAME_MISSING, CONTACT_REFUSALS } from '../public-listing/listing';
import { VIEWING_MESSAGES } from '../viewings/viewing';

/** Keys whose text is rightly the same in both languages (names, units, international words). */
const SAME_IN_BOTH = new Set([
  // users administration (docs/architecture.md "User administration"): the column names and the type VA read the same in both
  'activity.fields.user.type',
  'users.filters.VA',
  'users.columns.email',
  'users.columns.type',
  'users.types.VA',
  'users.profile.uuid',
  'users.profile.cvr',
  'users.profile.feeds',
  'common.appTitle',
  // International words, names and units
  'chat.columns.status',
  'dwellings.moderation.status',
  'chat.lookup.id',
  'chat.from.ADMIN',
  'chat.client.email',
  'chat.client.udlejning',
  'publicListing.facts.areaValue',
  'publicListing.contact.emailLabel',
  'publicListing.seeker.email',
  'common.menu.feedback',
  'common.roles.admin',
  'common.languages.da',
  'common.languages.en',
  'common.mui.monthLetter',
  'common.mui.dayLetter',
  'accounts.brand',
  'accounts.email',
  'accounts.types.VA',
  'accounts.forgot.submit',
  'dwellings.listingType.STANDARD',
  'dwellings.listingType.PLUS',
  'dwellings.utility.INTERNET',
  'dwellings.utility.TV',
  'dwellings.facility.ELEVATOR',
  'dwellings.lease.areaUnit',
  'dwellings.lease.rangeMin',
  'dwellings.lease.rangeValue',
  'dwellings.economy.currency',
  'dwellings.description.counter',
  'dwellings.description.contactEmail',
  'dwellings.description.chatable',
  'dwellings.list.status',
  'dwellings.list.sizeValue',
  'dwellings.adminList.log',
  'dwellings.preview.areaValue',
  'lifecycle.survey.send',
  'lifecycle.feedbackPage.title',
  'lifecycle.feedbackPage.unknown',
  'moderation.bar.log',
  'moderation.userInfo.email',
  'mails.team',
  'activity.actions.dwelling/email',
  'activity.actions.dwelling/system',
  'activity.actions.dwelling/notes',
  'activity.fields.dwelling.status',
  'activity.fields.dwelling.chatable',
  'activity.diff.empty',
  'payments.pay.tierPrice',
  'payments.list.status',
  'payments.list.none',
  'payments.discounts.periodValue',
  'payments.discounts.status',
  'seekers.list.email',
  'seekers.profile.email',
  'seekers.profile.type',
  'seekers.profile.sizeValue',
  // viewings: "Book" is the Danish verb too, "Note" the Danish noun
  'viewings.public.book',
  'viewings.section.note',
]);

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}
const labelLeaves = (lang: 'da' | 'en') =>
  leaves(Object.fromEntries(Object.entries(resources[lang]).filter(([ns]) => ns !== 'messages')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const en = new Map(labelLeaves('en'));

  it('translate every label: an English text equal to the Danish one must be listed as the same in both', () => {
    const same = labelLeaves('da')
      .filter(([key, da]) => en.get(key) === da && !SAME_IN_BOTH.has(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const differing = labelLeaves('da')
      .filter(([key, da]) => placeholders(da).join() !== placeholders(en.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('show no text the issue found in the wrong language', () => {
    const daTexts = labelLeaves('da').map(([, v]) => v);
    const enTexts = [...en.values()];
    for (const danish of [
      'Annoncering',
      'Premium annonce',
      'Status opdateret',
      'Anmodning sendt',
      'Annoncetype ændret',
      'annoncering forlænget',
      'Noget gik galt - kontakt team',
      'Der er sket en fejl',
    ])
      expect(enTexts).not.toContain(danish);
    for (const english of ['Something went wrong...', 'Error : Something went wrong..', 'Download', 'Download original'])
      expect(daTexts).not.toContain(english);
    // the slips
    expect(daTexts).toContain('Fra Facebook');
    expect(daTexts).not.toContain('Fra facebook');
  });
});

describe('messages (server and validation texts, keyed by the text itself)', () => {
  const known = [
    ...Object.values(ERROR_TABLE).map((e) => e.message),
    FETCH_FAILED,
    GENERIC_ERROR,
    ...Object.values(ACCOUNT_MESSAGES),
    ...Object.values(DWELLING_MESSAGES),
    ...Object.values(STATUS_PAGE_MESSAGES),
    RATING_MESSAGE,
    INVALID_VALUE,
    INVALID_AMOUNT,
    INVALID_DATE,
    TOO_LONG,
    ADDRESS_NOT_CHOSEN,
    ADDRESS_QUERY_TOO_LONG,
    ...Object.values(CARD_FORM_MESSAGES),
    MISSING_DISCOUNT_CODE,
    MISSING_DISCOUNT_VALUE,
    DISCOUNT_FLAT_OR_PERCENTAGE,
    MISSING_DISCOUNT_DATES,
    MISSING_DATA,
    ...Object.values(MESSAGE_MESSAGES),
    ...Object.values(CONTACT_REFUSALS),
    CONTACT_NAME_MISSING,
    ...Object.values(VIEWING_MESSAGES),
    'Billedet findes ikke', // apps/server dwellings IMAGE_MISSING
  ];
  const da: Record<string, string> = resources.da.messages;
  const en: Record<string, string> = resources.en.messages;

  it.each(known)('%s has a Danish and an English text, and they differ', (message) => {
    expect(da[message]).toBeTypeOf('string');
    expect(en[message]).toBeTypeOf('string');
    expect(da[message]).not.toBe(en[message]);
    // the spec's own text is kept in the language it is written in
    expect([da[message], en[message]]).toContain(message);
  });
});

describe('word lists of the translation e2e check', () => {
  it('know every word both catalogues use: a new one is either a slip or must be listed in WORDS_IN_BOTH', () => {
    const en = catalogueWords('en');
    const both = new Set<string>(WORDS_IN_BOTH);
    expect([...catalogueWords('da')].filter((w) => en.has(w) && !both.has(w))).toEqual([]);
  });

  it('hold the words only one language uses', () => {
    const daOnly = languageOnlyWords('da');
    const enOnly = languageOnlyWords('en');
    for (const w of ['annoncering', 'boliger', 'rækker', 'opdateret', 'galt']) expect(daOnly).toContain(w);
    for (const w of ['something', 'download', 'rows', 'approve']) expect(enOnly).toContain(w);
    // shared words are on neither list
    for (const w of ['status', 'feedback', 'standard', 'plus', 'e-mail']) {
      expect(daOnly.has(w)).toBe(false);
      expect(enOnly.has(w)).toBe(false);
    }
    expect(words('Rækker pr. side {{count}}')).toEqual(['rækker', 'side']);
  });
});
