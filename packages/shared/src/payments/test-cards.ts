/**
 * Card numbers the local payment provider (the embedded default) understands, the same as Stripe's
 * test cards, so a tester uses one list in both modes. Any other valid number is declined.
 * Messages are the ones a card form shows (Danish on Danish pages via the `payments` catalogue).
 */
export const TEST_CARDS = {
  '4242424242424242': 'SUCCEEDS',
  '5555555555554444': 'SUCCEEDS',
  '4000002080000001': 'SUCCEEDS',
  '4000000000000002': 'CARD_DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000000069': 'EXPIRED_CARD',
  '4000000000000127': 'INCORRECT_CVC',
} as const;
export type TestCardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];
export type CardDecline = Exclude<TestCardOutcome, 'SUCCEEDS'>;

/** True when the digits pass the Luhn check (what every card form checks before sending). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the local provider does with a card number: a test card's outcome, else CARD_DECLINED. */
export function testCardOutcome(card: string): TestCardOutcome {
  const digits = card.replace(/[\s-]/g, '');
  return (TEST_CARDS as Record<string, TestCardOutcome>)[digits] ?? 'CARD_DECLINED';
}
