/** Test helpers of the payments web module: a captured payment and a GraphQL fetch mock by operation. */
import { vi } from 'vitest';
import type { Payment } from './types';

export const DWELLING = '11111111-2222-3333-4444-555555555555';

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A CAPTURED PLUS payment of 375 kr. with its receipt. */
export function capturedPayment(over: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    transaction: 'pi_local_1',
    provider: 'local',
    dwelling: { id: DWELLING, headline: 'Lys lejlighed', address: 'Vestergade 1, 5000 Odense C' },
    product: 'PLUS',
    currency: 'DKK',
    listPrice: 37_500,
    amount: 37_500,
    discount: null,
    status: 'CAPTURED',
    capturedAt: '2026-01-03T10:00:00.000Z',
    refundedAt: null,
    refundedTransaction: null,
    refund: 0,
    reason: null,
    error: null,
    metadata: null,
    email: 'karen@example.dk',
    name: 'Karen Jensen',
    createdAt: '2026-01-03T10:00:00.000Z',
    receipts: [
      {
        number: 12,
        kind: 'RECEIPT',
        amount: 37_500,
        vat: 7_500,
        issuedAt: '2026-01-03T10:00:00.000Z',
        refersTo: null,
        url: '/api/receipts/12.pdf',
      },
    ],
    ...over,
  };
}

export type SentOperation = { query: string; variables: Record<string, unknown> };

/** A fetch mock answering GraphQL by the first matching operation text; records what was sent. */
export function graphqlMock(answers: Record<string, (vars: Record<string, unknown>) => unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as SentOperation;
    const hit = Object.keys(answers).find((k) => body.query.includes(k));
    if (!hit) throw new Error(`unexpected operation ${body.query}`);
    return json(answers[hit](body.variables));
  });
  const sent = (name: string) =>
    fetchMock.mock.calls
      .map(([, init]) => JSON.parse(String(init?.body)) as SentOperation)
      .filter((b) => b.query.includes(name))
      .map((b) => b.variables);
  return { fetchMock, sent };
}
