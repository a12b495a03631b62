import { describe, expect, it } from 'vitest';
import { DWELLING_STATUSES, type DwellingStatus } from './status';
import { DWELLING_EVENTS, canTransition, nextStatus, type DwellingEvent } from './transitions';

const allowed: Record<DwellingEvent, Partial<Record<DwellingStatus, DwellingStatus>>> = {
  submit: { DRAFT: 'PENDING_REVIEW', REJECTED: 'PENDING_REVIEW' },
  approve: { PENDING_REVIEW: 'APPROVED', DOCUMENTATION_REQUESTED: 'APPROVED', REJECTED: 'APPROVED' },
  reject: { DRAFT: 'REJECTED', PENDING_REVIEW: 'REJECTED', DOCUMENTATION_REQUESTED: 'REJECTED', APPROVED: 'REJECTED' },
  requestOwnership: {
    PENDING_REVIEW: 'DOCUMENTATION_REQUESTED',
    APPROVED: 'DOCUMENTATION_REQUESTED',
    REJECTED: 'DOCUMENTATION_REQUESTED',
  },
  ownershipReceived: { DOCUMENTATION_REQUESTED: 'PENDING_REVIEW' },
};

const cases = DWELLING_EVENTS.flatMap((event) =>
  DWELLING_STATUSES.map((from) => [event, from, allowed[event][from] ?? null] as const),
);

describe('dwelling transitions (doc 2 §4)', () => {
  it.each(cases)('%s from %s -> %s', (event, from, to) => {
    expect(nextStatus(event, from)).toBe(to);
    expect(canTransition(event, from)).toBe(to !== null);
  });
});
