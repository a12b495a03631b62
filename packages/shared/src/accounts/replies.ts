/**
 * The accounts REST replies as zod schemas (doc 1 §3, §7); see ../reply.ts. Kept apart from user.ts,
 * which the sign-in page loads without zod.
 */
import { z } from 'zod';
import { replyOf } from '../reply';
import { ROLES, USER_TYPES, type AuthReply, type RoleEntry, type SessionUser } from './user';

export const roleEntrySchema = replyOf<RoleEntry>()(
  z.object({ role: z.enum(ROLES), organization: z.string().nullable(), name: z.string().nullable() }),
);

/** The session user (doc 1 §3): GET /api/users/me, POST /api/users/{id}. */
export const sessionUserSchema = replyOf<SessionUser>()(
  z.object({
    id: z.number().int(),
    uuid: z.string(),
    email: z.string(),
    name: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    company: z.string().nullable(),
    companyAddress: z.string().nullable(),
    cvr: z.string().nullable(),
    phone: z.string(),
    type: z.enum(USER_TYPES),
    verified: z.boolean(),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    roles: z.array(roleEntrySchema),
    role: z.enum(ROLES),
  }),
);

/** Login, signup, profile and password change: a fresh login token plus the session user. */
export const authReplySchema = replyOf<AuthReply>()(sessionUserSchema.extend({ token: z.string() }));

/** POST /api/users/me/deletion: when the account will be deleted (ISO instant, 30 days ahead). */
export const deletionScheduledSchema = z.object({ expireAt: z.string() });
