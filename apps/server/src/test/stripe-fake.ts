/**
 * A small local fake of the Stripe endpoints the adapter uses (docs/architecture.md "Payments"), started by the tests and
 * the bench instead of api.stripe.com:
 *   POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/confirm,
 *   POST /v1/payment_intents/:id/capture, POST /v1/payment_intents/:id/cancel, POST /v1/refunds.
 * Like Stripe: form-encoded bodies, `Authorization: Bearer <secret key>`, manual capture, errors as
 * {error: {type, code, decline_code, message}} (402 for cards), and `Idempotency-Key` honoured (the
 * same key answers the first reply again; used on another path it is an idempotency_error).
 * Test payment methods: pm_card_visa (authorised), pm_card_chargeDeclined,
 * pm_card_chargeDeclinedInsufficientFunds, pm_card_chargeDeclinedExpiredCard, pm_card_chargeDeclinedIncorrectCvc.
 *   const fake = await startStripeFake();   // fake.url → STRIPE_API_BASE
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  payment_method: string | null;
  created: number;
  livemode: false;
};

export type StripeFake = {
  /** Origin for STRIPE_API_BASE, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The secret key the fake accepts. */
  secretKey: string;
  intents: Map<string, FakeIntent>;
  /** Every request: method, path and Idempotency-Key. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Captures and cancels actually performed (a replayed idempotency key does not count). */
  performed: { capture: number; cancel: number; refund: number };
  /** The next `count` requests fail with HTTP `status` (an outage). */
  failNext: (count: number, status?: number) => void;
  /**
   * Holds every capture request unanswered (a slow provider) until `release()`, which answers them
   * in arrival order; `held()` counts the requests waiting.
   */
  holdCaptures: () => { held: () => number; release: () => void };
  close: () => Promise<void>;
};

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedIncorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

/** `a[b]=1&c[0]=x` → { a: { b: '1' }, c: ['x'] } (the SDK's form encoding, two levels deep). */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const m = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!m) out[key] = value;
    else if (/^\d*$/.test(m[2])) ((out[m[1]] ??= []) as unknown[]).push(value);
    else ((out[m[1]] ??= {}) as Record<string, unknown>)[m[2]] = value;
  }
  return out;
}

type Reply = { status: number; body: unknown };
const error = (status: number, type: string, code: string, message: string, extra: object = {}): Reply => ({
  status,
  body: { error: { type, code, message, ...extra } },
});
const unexpected = (pi: FakeIntent, action: string) =>
  error(
    400,
    'invalid_request_error',
    'payment_intent_unexpected_state',
    `This PaymentIntent could not be ${action} because it has a status of ${pi.status}.`,
    { payment_intent: pi },
  );

/** Starts the fake on a free port of 127.0.0.1. */
export async function startStripeFake(opts: { secretKey?: string } = {}): Promise<StripeFake> {
  const secretKey = opts.secretKey ?? 'sk_test_fake_0123456789';
  const intents = new Map<string, FakeIntent>();
  const idempotent = new Map<string, { path: string; reply: Reply }>();
  const requests: StripeFake['requests'] = [];
  const performed = { capture: 0, cancel: 0, refund: 0 };
  const refunded = new Map<string, number>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  function handle(method: string, path: string, form: Record<string, unknown>): Reply {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_fake_${randomBytes(10).toString('hex')}`;
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1)
        return error(400, 'invalid_request_error', 'amount_too_small', 'Amount must be at least 1 øre');
      const pi: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        currency: String(form.currency ?? 'dkk'),
        capture_method: String(form.capture_method ?? 'automatic'),
        client_secret: `${id}_secret_${randomBytes(10).toString('hex')}`,
        status: 'requires_payment_method',
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        last_payment_error: null,
        payment_method: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, pi);
      return { status: 200, body: pi };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(String(form.payment_intent));
      if (!pi)
        return error(
          404,
          'invalid_request_error',
          'resource_missing',
          `No such payment_intent: '${String(form.payment_intent)}'`,
        );
      const amount = Number(form.amount ?? pi.amount_received);
      const done = refunded.get(pi.id) ?? 0;
      if (pi.status !== 'succeeded') return unexpected(pi, 'refunded');
      if (done + amount > pi.amount_received)
        return error(400, 'invalid_request_error', 'amount_too_large', 'Refund amount is greater than the unrefunded amount.');
      refunded.set(pi.id, done + amount);
      performed.refund += 1;
      return {
        status: 200,
        body: { id: `re_fake_${randomBytes(8).toString('hex')}`, object: 'refund', amount, payment_intent: pi.id },
      };
    }
    const m = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    const pi = m ? intents.get(decodeURIComponent(m[1])) : undefined;
    if (!m) return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
    if (!pi) return error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${m[1]}'`);
    const action = m[2];
    if (!action && method === 'GET') return { status: 200, body: pi };
    if (action === 'confirm' && method === 'POST') {
      if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') return unexpected(pi, 'confirmed');
      const pm = String(form.payment_method ?? 'pm_card_visa');
      const decline = DECLINES[pm];
      if (decline) {
        pi.last_payment_error = { type: 'card_error', ...decline };
        pi.status = 'requires_payment_method';
        return error(402, 'card_error', decline.code, decline.message, {
          decline_code: decline.decline_code,
          payment_intent: pi,
        });
      }
      pi.payment_method = pm;
      pi.last_payment_error = null;
      if (pi.capture_method === 'manual') {
        pi.status = 'requires_capture';
        pi.amount_capturable = pi.amount;
      } else {
        pi.status = 'succeeded';
        pi.amount_received = pi.amount;
      }
      return { status: 200, body: pi };
    }
    if (action === 'capture' && method === 'POST') {
      if (pi.status !== 'requires_capture') return unexpected(pi, 'captured');
      pi.status = 'succeeded';
      pi.amount_received = pi.amount_capturable;
      pi.amount_capturable = 0;
      performed.capture += 1;
      return { status: 200, body: pi };
    }
    if (action === 'cancel' && method === 'POST') {
      if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'].includes(pi.status))
        return unexpected(pi, 'canceled');
      pi.status = 'canceled';
      pi.amount_capturable = 0;
      performed.cancel += 1;
      return { status: 200, body: pi };
    }
    return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  }

  function respond(res: ServerResponse, reply: Reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    res.end(JSON.stringify(reply.body));
  }

  let captureHold: { promise: Promise<void>; waiting: number } | null = null;

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const hold = captureHold;
    if (hold && path.endsWith('/capture')) {
      hold.waiting += 1;
      await hold.promise;
      hold.waiting -= 1;
    }
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path, idempotencyKey: key });
    if (failures.count > 0) {
      failures.count -= 1;
      // an outage: Stripe's SDK must not see "retry" hints, so the caller's own retry policy decides
      res.setHeader('stripe-should-retry', 'false');
      return respond(res, error(failures.status, 'api_error', 'api_error', 'The fake is down'));
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return respond(res, error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided'));
    if (key) {
      const seen = idempotent.get(key);
      if (seen && seen.path !== path)
        return respond(
          res,
          error(
            400,
            'idempotency_error',
            'idempotency_key_in_use',
            'Keys for idempotent requests can only be used with the same parameters',
          ),
        );
      if (seen) return respond(res, seen.reply);
    }
    const reply = handle(method, path, parseForm(Buffer.concat(chunks).toString('utf8')));
    // Stripe keeps the first answer to a key, errors included, except for server errors
    if (key && method === 'POST' && reply.status < 500) idempotent.set(key, { path, reply });
    respond(res, reply);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((err: unknown) => respond(res, error(500, 'api_error', 'api_error', String(err))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    intents,
    requests,
    performed,
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    holdCaptures: () => {
      let release: () => void = () => {};
      const hold = { promise: new Promise<void>((resolve) => (release = resolve)), waiting: 0 };
      captureHold = hold;
      return {
        held: () => hold.waiting,
        release: () => {
          if (captureHold === hold) captureHold = null;
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
