/** Sign-in (doc 1 §5): e-mail and password required; a missing one is named ('email must be filled'). */
import { z } from 'zod';
import { mustBeFilled, requiredText } from './fields';

export const loginSchema = z.object({
  email: requiredText(mustBeFilled('email')),
  password: z.string({ error: mustBeFilled('password') }).min(1, mustBeFilled('password')),
});
export type Login = z.output<typeof loginSchema>;
