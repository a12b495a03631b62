/**
 * GET /api/admin/validate/{id} (doc 2 §3 Owner lookup / Phone lookup, §7): the reply as a zod schema
 * (see ../reply.ts); null and empty values mean unknown. The server's lookup adapters fill it.
 */
import { z } from 'zod';

export const LOOKUP_KINDS = ['ownership', 'phone'] as const;

/** Owner lookup: null/empty when unknown. */
export const ownerLookupSchema = z.object({
  ownership: z.string().nullable(),
  owners: z.array(z.object({ name: z.string(), share: z.string().nullable().optional() })),
  details: z.object({ location: z.string().nullable(), use: z.string().nullable() }),
  link: z.string().nullable(),
  bbrLink: z.string().nullable(),
});

/** Phone lookup: null/empty when unknown. */
export const phoneLookupSchema = z.object({
  phone: z.string().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  link: z.string().nullable(),
  links: z.array(z.string()),
});

export const validationResultSchema = ownerLookupSchema.extend({
  dwelling: z.object({ id: z.string(), address: z.string().nullable(), addressId: z.string().nullable() }),
  phone: phoneLookupSchema,
  /** Lookups this installation has no register for. */
  notConfigured: z.array(z.enum(LOOKUP_KINDS)),
  /** The lookup adapter's name. */
  source: z.string(),
});
