/**
 * The allowed status transitions of a dwelling (doc 2 §4), as one pure table. Services look up
 * the target status here; anything not in the table is 409 INVALID_TRANSITION. Who may fire an
 * event (admin or owner) is the policy's business, not this table's.
 *
 *   submit             DRAFT, REJECTED                               → PENDING_REVIEW (owner finishes the form)
 *   approve            PENDING_REVIEW, DOCUMENTATION_REQUESTED, REJECTED → APPROVED
 *   reject             DRAFT, PENDING_REVIEW, DOCUMENTATION_REQUESTED, APPROVED → REJECTED (unless already REJECTED)
 *   requestOwnership   PENDING_REVIEW, APPROVED, REJECTED            → DOCUMENTATION_REQUESTED
 *                      (also after a rejection: the landlord may prove the right to let)
 *   ownershipReceived  DOCUMENTATION_REQUESTED                       → PENDING_REVIEW (back in the review queue;
 *                      the admin then approves or rejects as usual — docs/architecture.md "Dwellings and moderation")
 */
import type { DwellingStatus } from './status';

export const DWELLING_EVENTS = ['submit', 'approve', 'reject', 'requestOwnership', 'ownershipReceived'] as const;
export type DwellingEvent = (typeof DWELLING_EVENTS)[number];

export const DWELLING_TRANSITIONS = {
  submit: { from: ['DRAFT', 'REJECTED'], to: 'PENDING_REVIEW' },
  approve: { from: ['PENDING_REVIEW', 'DOCUMENTATION_REQUESTED', 'REJECTED'], to: 'APPROVED' },
  reject: { from: ['DRAFT', 'PENDING_REVIEW', 'DOCUMENTATION_REQUESTED', 'APPROVED'], to: 'REJECTED' },
  requestOwnership: { from: ['PENDING_REVIEW', 'APPROVED', 'REJECTED'], to: 'DOCUMENTATION_REQUESTED' },
  ownershipReceived: { from: ['DOCUMENTATION_REQUESTED'], to: 'PENDING_REVIEW' },
} as const satisfies Record<DwellingEvent, { from: readonly DwellingStatus[]; to: DwellingStatus }>;

/** True when `event` may happen in status `from`. */
export function canTransition(event: DwellingEvent, from: DwellingStatus): boolean {
  return (DWELLING_TRANSITIONS[event].from as readonly DwellingStatus[]).includes(from);
}

/** The status after `event` in status `from`, or null when the table does not allow it. */
export function nextStatus(event: DwellingEvent, from: DwellingStatus): DwellingStatus | null {
  return canTransition(event, from) ? DWELLING_TRANSITIONS[event].to : null;
}
