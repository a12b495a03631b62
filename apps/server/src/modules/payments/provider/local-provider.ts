/**
 * The local payment provider, the embedded default (docs/architecture.md "Payments"): PaymentIntents with manual capture kept
 * in the database (local_payment_intents), so they survive restarts and serve every instance. Its
 * card form takes the documented test cards (packages/shared/src/payments/test-cards.ts, Stripe's
 * numbers) and declines the rest with Stripe's decline codes and messages. Writes honour idempotency
 * keys like Stripe (local_payment_idempotency): a repeated key gets the first answer and moves no money.
 * No money ever moves: it is for development, tests and demos.
 */
import { randomBytes } from 'node:crypto';
import { passesLuhn, testCardOutcome, type CardDecline } from '@udlejning/shared/payments/test-cards';
import type { Db } from '../../../platform/db/client';
import type { Executor } from '../../../platform/db/executor';
import {
  findIdempotentResponse,
  findLocalIntent,
  insertLocalIntent,
  lockIdempotencyKey,
  saveIdempotentResponse,
  updateLocalIntent,
  type LocalIntentRow,
} from './local-provider.repository';
import {
  PaymentProviderError,
  type CardInput,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider';

type Decline = { code: string; message: string };

/** Stripe's decline codes and messages for the test cards' outcomes. */
const DECLINES = {
  CARD_DECLINED: { code: 'card_declined', message: 'Your card was declined.' },
  INSUFFICIENT_FUNDS: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  EXPIRED_CARD: { code: 'expired_card', message: 'Your card has expired.' },
  INCORRECT_CVC: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
} as const satisfies Record<CardDecline, Decline>;
const INCORRECT_NUMBER: Decline = { code: 'incorrect_number', message: 'Your card number is incorrect.' };

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** 'MM/YY' or 'MM/YYYY' → the first moment after the card's last valid month (UTC), or null. */
function expiryEnd(expiry: string): Date | null {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1));
}

/**
 * Why the local card form's fields are declined, or null when the card is authorised: a number
 * failing the Luhn check, an expiry that is malformed or past, a CVC that is not 3–4 digits, then
 * the test card's own outcome (any other valid number is declined).
 */
export function cardDecline(card: CardInput, now: Date): Decline | null {
  const digits = (card.card ?? '').replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return INCORRECT_NUMBER;
  const end = expiryEnd(card.expiry ?? '');
  if (!end || end <= now) return DECLINES.EXPIRED_CARD;
  if (!/^\d{3,4}$/.test((card.cvc ?? '').trim())) return DECLINES.INCORRECT_CVC;
  const outcome = testCardOutcome(digits);
  return outcome === 'SUCCEEDS' ? null : DECLINES[outcome];
}

function present(row: LocalIntentRow): ProviderIntent {
  const status = row.status as IntentStatus;
  const lastError = row.lastError ? (JSON.parse(row.lastError) as Decline) : null;
  return {
    id: row.id,
    status,
    amount: row.amount,
    amountCapturable: status === 'requires_capture' ? row.amount : 0,
    amountReceived: row.amountReceived,
    lastError,
    raw: {
      id: row.id,
      object: 'payment_intent',
      status,
      amount: row.amount,
      currency: row.currency,
      amount_received: row.amountReceived,
      amount_refunded: row.amountRefunded,
      card_last4: row.cardLast4,
      metadata: row.metadata,
      created: row.createdAt.toISOString(),
      ...(lastError ? { last_payment_error: lastError } : {}),
    },
  };
}

const unexpectedState = (row: LocalIntentRow, action: string) =>
  new PaymentProviderError(
    'invalid',
    'payment_intent_unexpected_state',
    `This PaymentIntent could not be ${action} because it has a status of ${row.status}.`,
  );

/** The local provider on the app's database; `now` is the app's clock (card expiry). */
export function createLocalProvider(db: Db, now: () => Date): PaymentProvider {
  /** Runs `op` once per key: a repeated key returns the stored answer (also while the first call runs). */
  const once = <T extends Record<string, unknown>>(key: string, op: (tx: Executor) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await lockIdempotencyKey(tx, key);
      const stored = await findIdempotentResponse(tx, key);
      if (stored) return stored as T;
      const response = await op(tx);
      await saveIdempotentResponse(tx, key, response);
      return response;
    });

  const lockIntent = async (tx: Executor, id: string) => {
    const row = await findLocalIntent(tx, id, { forUpdate: true });
    if (!row) throw new PaymentProviderError('invalid', 'resource_missing', `No such payment_intent: '${id}'`);
    return row;
  };

  /** A state change of one intent under an idempotency key; answers the intent as ProviderIntent. */
  const change = async (id: string, key: string, op: (tx: Executor, row: LocalIntentRow) => Promise<LocalIntentRow>) =>
    (await once(key, async (tx) => ({ intent: present(await op(tx, await lockIntent(tx, id))) }))).intent;

  return {
    name: 'local',

    createIntent: ({ amount, currency, metadata, idempotencyKey }) =>
      once(idempotencyKey, async (tx) => {
        const id = `pi_local_${token(12)}`;
        const row = await insertLocalIntent(tx, {
          id,
          clientSecret: `${id}_secret_${token(12)}`,
          amount,
          currency: currency.toLowerCase(),
          status: 'requires_payment_method',
          metadata,
        });
        return { id, clientSecret: row.clientSecret };
      }),

    confirmLocal: (id, card) =>
      db.transaction(async (tx) => {
        const row = await lockIntent(tx, id);
        if (row.status === 'requires_capture') return present(row);
        if (row.status !== 'requires_payment_method') throw unexpectedState(row, 'confirmed');
        // nothing to charge (a discount covering the whole price): no card needed
        const decline = row.amount === 0 ? null : cardDecline(card, now());
        if (decline) return present(await updateLocalIntent(tx, id, { lastError: JSON.stringify(decline) }));
        const digits = (card.card ?? '').replace(/\D/g, '');
        return present(
          await updateLocalIntent(tx, id, { status: 'requires_capture', lastError: null, cardLast4: digits.slice(-4) || null }),
        );
      }),

    retrieve: async (id) => {
      const row = await findLocalIntent(db, id);
      if (!row) throw new PaymentProviderError('invalid', 'resource_missing', `No such payment_intent: '${id}'`);
      return present(row);
    },

    capture: (id, key) =>
      change(id, key, async (tx, row) => {
        if (row.status !== 'requires_capture') throw unexpectedState(row, 'captured');
        return updateLocalIntent(tx, id, { status: 'succeeded', amountReceived: row.amount });
      }),

    cancel: (id, key) =>
      change(id, key, async (tx, row) => {
        if (row.status !== 'requires_capture' && row.status !== 'requires_payment_method') throw unexpectedState(row, 'canceled');
        return updateLocalIntent(tx, id, { status: 'canceled' });
      }),

    refund: (id, amount, key) =>
      once(key, async (tx) => {
        const row = await lockIntent(tx, id);
        if (row.status !== 'succeeded') throw unexpectedState(row, 'refunded');
        if (amount <= 0 || row.amountRefunded + amount > row.amountReceived)
          throw new PaymentProviderError('invalid', 'amount_too_large', 'Refund amount is greater than the unrefunded amount.');
        await updateLocalIntent(tx, id, { amountRefunded: row.amountRefunded + amount });
        return { id: `re_local_${token(12)}` };
      }),
  };
}
