/**
 * POST /api/integration/messages (docs/architecture.md "Messages and the public listing page"): the marketplace delivers a seeker's message. The seeker
 * is stored as by POST /api/integration/seekers (seekers.integration.ts); the message
 * goes into the (dwelling, seeker) thread like a contact from the public page (MESSAGE and
 * CONTACT_SUCCESS are recorded, the landlord is mailed). The marketplace has applied the tier's
 * contact access itself (docs/architecture.md "Messages and the public listing page"). Idempotent on the message's externalId.
 */
import type { IntegrationMessageInput } from '@udlejning/shared/messages/integration';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findRecordByUuid } from '../dwellings/dwellings.repository';
import { saveMarketplaceSeeker } from '../seekers/seekers.integration';
import { deliverSeekerMessage } from './messages.service';

/**
 * Stores a delivered message. 404 NOT_FOUND unless the dwelling exists and is APPROVED (active or not:
 * a conversation may go on after the listing is deactivated). `repeat` is true when the externalId
 * was delivered before (nothing written).
 */
export async function receiveIntegrationMessage(
  deps: Deps,
  input: IntegrationMessageInput,
): Promise<{ threadId: string; repeat: boolean }> {
  const dwelling = await findRecordByUuid(deps.db, input.dwellingUuid);
  if (!dwelling || dwelling.row.status !== 'APPROVED') throw new AppError('NOT_FOUND');
  // the same seeker as POST /api/integration/seekers stores (one schema, one upsert)
  const { row: seeker } = await deps.db.transaction((tx) => saveMarketplaceSeeker(deps, tx, input.seeker));
  return deliverSeekerMessage(deps, {
    dwellingId: dwelling.row.id,
    seekerId: seeker.id,
    text: input.text,
    externalId: input.externalId,
    createdAt: input.createdAt ? new Date(input.createdAt) : undefined,
  });
}
