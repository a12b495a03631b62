/** Dwelling statuses and the displayed status rule (spec doc 2 §4). */
export const DWELLING_STATUSES = ['DRAFT', 'PENDING_REVIEW', 'DOCUMENTATION_REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type DwellingStatus = (typeof DWELLING_STATUSES)[number];

/** Stored statuses plus the displayed-only DEACTIVATED. */
export const DISPLAYED_STATUSES = [...DWELLING_STATUSES, 'DEACTIVATED'] as const;
export type DisplayedStatus = (typeof DISPLAYED_STATUSES)[number];

/** What the status rule needs to know about a dwelling and its owner. */
export type StatusInput = {
  status: DwellingStatus;
  active: boolean;
  owner: { type: string; verified: boolean };
};

/**
 * The status users see: DEACTIVATED when not active; a verified BUSINESS user's
 * PENDING_REVIEW shows as APPROVED; otherwise the stored status (doc 2 §4).
 */
export function displayedStatus(d: StatusInput): DisplayedStatus {
  if (!d.active) return 'DEACTIVATED';
  // verified business users' pending listings show as APPROVED (spec d2 §4)
  if (d.status === 'PENDING_REVIEW' && d.owner.type === 'BUSINESS' && d.owner.verified) return 'APPROVED';
  return d.status;
}
