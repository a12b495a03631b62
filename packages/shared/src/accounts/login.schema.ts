/** Sign-in (doc 1 §5): e-mail and password required; a missing one is named ('email must be filled'). */
import { z } from 'zod';
import { TEXT_LIMITS } from '../text';
import { mustBeFilled, passwordText, requiredText } from './fields';

export const loginSchema = z.object({
  email: requiredText(mustBeFilled('email'), TEXT_LIMITS.email),
  password: passwordText(mustBeFilled('password')),
});
export type Login = z.output<typeof loginSchema>;
