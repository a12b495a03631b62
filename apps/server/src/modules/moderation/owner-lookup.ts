/**
 * Owner and phone lookup behind an adapter (doc 2 §3 Owner lookup / Phone lookup, §7
 * GET /api/admin/validate/:id). The default adapter is offline: it returns only what the app
 * itself knows — the dwelling's address and a BBR link built from its DAWA address id
 * (https://bbr.dk/se-bbr-oplysninger?adresseId=<id>, docs/architecture.md "Dwellings and moderation") — and lists the lookups
 * that are not configured. It never invents owners, names or phone numbers. A real register
 * adapter (e.g. Tinglysning/OIS for owners, a phone directory) implements the same type.
 */
import type { z } from 'zod';
import {
  LOOKUP_KINDS,
  type ownerLookupSchema,
  type phoneLookupSchema,
  type validationResultSchema,
} from '@udlejning/shared/moderation/validation';

/** What a lookup gets to work with. */
export type LookupSubject = {
  addressId: string | null;
  address: string | null;
  customAddress: boolean;
  /** The listing's contact phone, as entered by the landlord. */
  phone: string | null;
};

/** Owner lookup (doc 2 §3): null/empty when unknown. */
export type OwnerLookup = z.output<typeof ownerLookupSchema>;

/** Phone lookup (doc 2 §3): null/empty when unknown. */
export type PhoneLookup = z.output<typeof phoneLookupSchema>;

export { LOOKUP_KINDS };
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** Reply of GET /api/admin/validate/:id (its schema: packages/shared moderation/validation.ts). */
export type ValidationResult = z.output<typeof validationResultSchema>;

export type OwnerLookupAdapter = {
  name: string;
  lookup: (subject: LookupSubject) => Promise<{ owner: OwnerLookup; phone: PhoneLookup; notConfigured: LookupKind[] }>;
};

const DAWA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The BBR page of a DAWA address id, or null for custom/unknown addresses. */
export function bbrLink(addressId: string | null, customAddress: boolean): string | null {
  if (!addressId || customAddress || !DAWA_ID.test(addressId)) return null;
  return `https://bbr.dk/se-bbr-oplysninger?adresseId=${encodeURIComponent(addressId)}`;
}

/** The default adapter: offline, no registers. */
export const offlineOwnerLookup: OwnerLookupAdapter = {
  name: 'offline',
  lookup: async (s) => ({
    owner: {
      ownership: null,
      owners: [],
      details: { location: s.address, use: null },
      link: null,
      bbrLink: bbrLink(s.addressId, s.customAddress),
    },
    phone: { phone: s.phone, name: null, address: null, link: null, links: [] },
    notConfigured: ['ownership', 'phone'],
  }),
};
