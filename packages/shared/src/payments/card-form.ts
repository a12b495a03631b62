/**
 * The local provider's card form (doc 2 §2 Status page): card number, expiry MM/YY, CVC
 * and the name on the card, checked in the browser before anything is sent (the server checks the
 * card again: payments/test-cards.ts). The messages are keys of the `messages` catalogue.
 */
import { z } from 'zod';
import { passesLuhn } from './test-cards';

export const CARD_FORM_MESSAGES = {
  card: 'Kortnummeret er ikke gyldigt',
  expiry: 'Udløbsdatoen skal skrives som MM/ÅÅ',
  expired: 'Kortet er udløbet',
  cvc: 'Kontrolcifrene skal være 3 eller 4 cifre',
  name: 'Skriv navnet på kortet',
} as const;

/** The digits of a typed card number ('4242 4242-4242 4242' → '4242424242424242'). */
export function cardDigits(card: string): string {
  return card.replace(/[\s-]/g, '');
}

/** Groups a typed card number in fours for display ('42424242' → '4242 4242'); other characters dropped. */
export function formatCardNumber(card: string): string {
  return card
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * True when MM/YY names a month that has not ended at `now` (a card is valid through its expiry
 * month, in the browser's calendar: the provider decides finally).
 */
export function isExpiryInFuture(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** MM/YY with a month 01–12. */
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/;

/** The card form; `now` is when it is checked (tests pass a fixed date). */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    card: z.string().refine((v) => passesLuhn(cardDigits(v)), CARD_FORM_MESSAGES.card),
    expiry: z
      .string()
      .regex(EXPIRY, CARD_FORM_MESSAGES.expiry)
      // only a well-formed date can be expired: one message per field
      .refine((v) => !EXPIRY.test(v) || isExpiryInFuture(v, now()), CARD_FORM_MESSAGES.expired),
    cvc: z.string().regex(/^\d{3,4}$/, CARD_FORM_MESSAGES.cvc),
    name: z.string().trim().min(1, CARD_FORM_MESSAGES.name).max(200, CARD_FORM_MESSAGES.name),
  });
}
export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>;
