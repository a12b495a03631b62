/**
 * The admin's send form (doc 1 §5 "an admin must give a dwelling id", §6 "can send a message by
 * giving a dwelling id"; docs/architecture.md "Messages and the public listing page"): the dwelling's uuid, id or agentUnique 'rentals-<id>', a seeker
 * (their id, or an e-mail, plus a name for someone new) and the text. One schema for the form; the
 * server checks the resulting sendMessage input with sendMessageSchema.
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from '../accounts/fields';
import { TEXT_LIMITS, TOO_LONG } from '../text';
import { dwellingRefField, parseDwellingRef } from '../record-ref';
import { MESSAGE_MESSAGES, agentUniqueOf, messageTextSchema, type SendMessageInput } from './thread';


export const adminSendMessageFormSchema = z
  .object({
    // what the admin screens show: the uuid, the numeric id or the agentUnique 'rentals-<id>'
    dwellingId: dwellingRefField(MESSAGE_MESSAGES.adminNeedsDwelling),
    seekerId: z.string().trim().max(TEXT_LIMITS.short, TOO_LONG),
    seekerEmail: z
      .string()
      .trim()
      .max(TEXT_LIMITS.email, ACCOUNT_MESSAGES.emailNotValid)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), ACCOUNT_MESSAGES.emailNotValid),
    seekerName: z.string().trim().max(TEXT_LIMITS.name, TOO_LONG),
    text: messageTextSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.seekerId && !v.seekerEmail)
      ctx.addIssue({ code: 'custom', path: ['seekerId'], message: MESSAGE_MESSAGES.seekerMissing });
  });
export type AdminSendMessageForm = z.input<typeof adminSendMessageFormSchema>;

/** An empty form, or one naming a thread's dwelling and seeker (the thread view). */
export function adminSendMessageDefaults(prefill: { dwellingId?: number | null; seekerId?: string } = {}): AdminSendMessageForm {
  return {
    dwellingId: prefill.dwellingId ? String(prefill.dwellingId) : '',
    seekerId: prefill.seekerId ?? '',
    seekerEmail: '',
    seekerName: '',
    text: '',
  };
}

/**
 * The sendMessage input of a valid form, empty seeker fields left out: `agentUnique` is 'rentals-<id>'
 * for a numeric id, else the uuid or agentUnique as typed (the server resolves all three).
 */
export function adminSendMessageInput(form: z.output<typeof adminSendMessageFormSchema>): SendMessageInput {
  const ref = parseDwellingRef(form.dwellingId);
  return {
    text: form.text,
    agentUnique: ref && 'id' in ref ? agentUniqueOf(ref.id) : form.dwellingId,
    seekerId: form.seekerId || null,
    seekerEmail: form.seekerEmail || null,
    seekerName: form.seekerName || null,
  };
}

/** The form field a sendMessage issue belongs to (the server names the dwelling `agentUnique`). */
export function adminSendFieldOf(path: readonly (string | number)[]): keyof AdminSendMessageForm | null {
  const field = path[0] === 'agentUnique' ? 'dwellingId' : path[0];
  return field === 'dwellingId' || field === 'seekerId' || field === 'seekerEmail' || field === 'seekerName' || field === 'text'
    ? field
    : null;
}
