/** Payments' side of the dwellings port (dwellings/payments.port.ts), wired by the app root (wiring.ts). */
import type { DwellingPayments } from '../dwellings/payments.port';
import { findHeldPayment } from './payments.repository';
import {
  APPROVAL_CAPTURE_WAIT_MS,
  isCapturePending,
  priceBasis,
  runWithin,
  settlePaymentsOnModeration,
} from './payments.settlement';

export const dwellingPaymentsPort: DwellingPayments = {
  // the reply waits at most APPROVAL_CAPTURE_WAIT_MS for the inline attempt; the durable job retries the rest
  settleOnModeration: async (deps, tx, dwelling, status, actor) => {
    const settle = await settlePaymentsOnModeration(deps, tx, dwelling, status, actor);
    return () => runWithin(settle, APPROVAL_CAPTURE_WAIT_MS);
  },
  isCapturePending,
  priceBasis: async (ex, dwelling) => {
    const basis = await priceBasis(ex, dwelling);
    return basis === 'busy' ? null : basis.basis;
  },
  reserved: async (ex, dwellingId) => {
    const held = await findHeldPayment(ex, dwellingId);
    return held ? { product: held.product, amount: held.amount } : null;
  },
};
