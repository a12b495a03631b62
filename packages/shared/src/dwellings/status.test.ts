import { describe, expect, it } from 'vitest';
import { displayedStatus, type DwellingStatus } from './status';

describe('displayedStatus (doc 2 §4)', () => {
  it.each<[DwellingStatus, boolean, string, boolean, string]>([
    ['DRAFT', true, 'PERSONAL', false, 'DRAFT'],
    ['PENDING_REVIEW', true, 'PERSONAL', true, 'PENDING_REVIEW'],
    ['PENDING_REVIEW', true, 'BUSINESS', false, 'PENDING_REVIEW'],
    ['PENDING_REVIEW', true, 'BUSINESS', true, 'APPROVED'],
    ['PENDING_REVIEW', false, 'BUSINESS', true, 'DEACTIVATED'],
    ['APPROVED', false, 'PERSONAL', false, 'DEACTIVATED'],
    ['APPROVED', true, 'PERSONAL', false, 'APPROVED'],
    ['REJECTED', true, 'BUSINESS', true, 'REJECTED'],
    ['DOCUMENTATION_REQUESTED', true, 'VA', true, 'DOCUMENTATION_REQUESTED'],
  ])('%s active=%s %s verified=%s -> %s', (status, active, type, verified, expected) => {
    expect(displayedStatus({ status, active, owner: { type, verified } })).toBe(expected);
  });
});
