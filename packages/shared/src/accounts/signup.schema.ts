/**
 * Signup (doc 1 §5, §7). `signupSchema` is the REST payload of POST /api/users and is what the
 * server checks; `signupFormSchema` adds the form-only fields (password repeat, terms).
 */
import { z } from 'zod';
import { SIGNUP_USER_TYPES } from './user';
import { TEXT_LIMITS, TOO_LONG } from '../text';
import {
  ACCOUNT_MESSAGES as M,
  emailField,
  mustBeFilled,
  newPasswordText,
  optionalText,
  requiredText,
  whenObject,
} from './fields';
import { phoneField } from './phone-field';

/** The signup payload: type, company, companyAddress, firstname, lastname, phone, email, password, cvr. */
export const signupSchema = z
  .object({
    type: z.enum(SIGNUP_USER_TYPES, { error: mustBeFilled('type') }),
    company: optionalText(TEXT_LIMITS.company),
    companyAddress: optionalText(TEXT_LIMITS.address),
    cvr: optionalText(TEXT_LIMITS.cvr),
    firstname: requiredText(M.missingFirstname),
    lastname: requiredText(M.missingLastname),
    phone: phoneField(M.missingPhone),
    email: emailField(M.noEmail, M.emailNotValid),
    password: newPasswordText(M.passwordMissing, M.passwordTooShort),
  })
  .superRefine((v, ctx) => {
    // company name is required for BUSINESS only; cvr and companyAddress stay optional at signup
    if (v.type === 'BUSINESS' && !(typeof v.company === 'string' && v.company.trim())) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: M.noCompanyName });
    }
  }, whenObject)
  // the refinement, for the OpenAPI document: BUSINESS requires a company that is not blank
  .meta({
    if: { properties: { type: { const: 'BUSINESS' } }, required: ['type'] },
    then: { required: ['company'], properties: { company: { type: 'string', pattern: '\\S' } } },
  });
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/** The signup form: the payload plus password repeat and terms acceptance. */
export const signupFormSchema = z
  .object({
    ...signupSchema.shape,
    passwordRepeat: z.string({ error: M.passwordMissing }).min(1, M.passwordMissing).max(TEXT_LIMITS.password, TOO_LONG),
    terms: z.boolean().refine((v) => v, M.termsRequired),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'BUSINESS' && !(typeof v.company === 'string' && v.company.trim())) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: M.noCompanyName });
    }
    if (typeof v.passwordRepeat === 'string' && v.passwordRepeat && v.password !== v.passwordRepeat) {
      ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: M.passwordsDoNotMatch });
    }
  }, whenObject);
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;

/** The REST payload of a filled-in signup form (drops the form-only fields). */
export function toSignupPayload(form: SignupForm): Signup {
  const { passwordRepeat: _repeat, terms: _terms, ...payload } = form;
  return payload;
}
