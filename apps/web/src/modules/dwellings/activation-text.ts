/**
 * What the status page says under "Aktivering" (docs/architecture.md "Web app: shared pieces and layout"): the sentence follows the displayed
 * status, so a listing awaiting review never claims to be active ("Annoncen er aktiv" only for an
 * approved, active listing). See docs/architecture.md "Web app: shared pieces and layout".
 */
import type { DisplayedStatus } from '@udlejning/shared/dwellings/status';

export type ActivationTextKey = 'APPROVED' | 'PENDING' | 'DRAFT' | 'REJECTED' | 'DEACTIVATED';

const KEYS = {
  APPROVED: 'APPROVED',
  PENDING_REVIEW: 'PENDING',
  DOCUMENTATION_REQUESTED: 'PENDING',
  DRAFT: 'DRAFT',
  REJECTED: 'REJECTED',
  DEACTIVATED: 'DEACTIVATED',
} as const satisfies Record<DisplayedStatus, ActivationTextKey>;

/** The `dwellings:activationText.*` key for a displayed status (DEACTIVATED whenever not active). */
export function activationTextKey(status: DisplayedStatus): ActivationTextKey {
  return KEYS[status];
}
