/**
 * Field rules shared by the account schemas (spec doc 1 §5): the exact spec messages, the
 * "simple e-mail pattern" and helpers for required fields.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './user';
import { NOT_BLANK, INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';

/** The signup type message '%s must be filled' with the field name substituted, e.g. 'type must be filled'. */
export const mustBeFilled = (field: string): string => `${field} must be filled`;

/** A simple e-mail pattern: something@something.tld without spaces (doc 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Messages of the account forms, word for word from doc 1 §5 where the spec gives one. */
export const ACCOUNT_MESSAGES = {
  noEmail: 'No email',
  emailNotValid: 'Email is not valid',
  profileEmailNotValid: 'Please enter a valid email',
  passwordMissing: 'Password is missing',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Not given by the spec for signup and change password (doc 1 §5 only says "minimum 6"). */
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  noCompanyName: 'No company name',
  /** Not given by the spec (doc 1 §5: BUSINESS needs a company address on the profile). */
  noCompanyAddress: 'No company address',
  missingFirstname: 'Missing firstname',
  missingLastname: 'Missing lastname',
  missingPhone: 'Missing phone',
  /** "Acceptance of the terms required (a Danish message)". */
  termsRequired: 'Du skal acceptere vilkårene',
  typePresentPassword: 'Type present password',
  missingPassword: 'Missing password',
  newPasswordsDoNotMatch: 'New passwords do not match',
  resetPasswordTooShort: 'Din adgangskode skal mindst være 6 tegn',
  resetPasswordsDoNotMatch: 'Din adgangskode er ikke ens',
  userValidationFailed: 'User validation failed',
  /** The listing form's phone message (doc 2 §5 step 4), for the same rule on accounts. */
  phoneInvalid: 'Ugyldig telefon nummer',
} as const;

/** Control and format characters (U+0000–U+001F, U+007F–U+009F, zero-width and direction marks): never in an e-mail. */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

/**
 * A required, trimmed text of at most `max` characters (TEXT_LIMITS.name by default) that PostgreSQL
 * can store: `message` when missing or blank.
 */
export const requiredText = (message: string, max: number = TEXT_LIMITS.name) =>
  z.string({ error: message }).trim().min(1, message).max(max, TOO_LONG).refine(isStorableText, INVALID_VALUE).meta(NOT_BLANK);

/** An optional text of at most `max` characters; blank counts as not given. */
export const optionalText = (max: number = TEXT_LIMITS.short) =>
  z.string().trim().max(max, TOO_LONG).refine(isStorableText, INVALID_VALUE).optional().nullable();

/** A required e-mail of at most 254 characters: `missing` when blank, `invalid` when it does not match EMAIL_PATTERN. */
export const emailField = (missing: string, invalid: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(TEXT_LIMITS.email, invalid)
    .regex(EMAIL_PATTERN, invalid)
    .refine((s) => !CONTROL_OR_FORMAT.test(s), invalid)
    .refine(isStorableText, invalid);

/** A password as typed (sign-in, current password): at most TEXT_LIMITS.password characters. */
export const passwordText = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { message: missing, abort: true })
    .max(TEXT_LIMITS.password, TOO_LONG)
    .refine(isStorableText, INVALID_VALUE);

/** A new password: `missing` when empty, `tooShort` under MIN_PASSWORD_LENGTH, at most TEXT_LIMITS.password characters. */
export const newPasswordText = (missing: string, tooShort: string) =>
  z
    .string({ error: missing })
    .min(1, { message: missing, abort: true })
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(TEXT_LIMITS.password, TOO_LONG)
    .refine(isStorableText, INVALID_VALUE);

/** Runs an object-level rule even when other fields already failed, so every field error is reported at once. */
export const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
