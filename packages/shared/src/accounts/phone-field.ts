/**
 * The phone field of signup, the profile and the admin's user edit (doc 1 §5), apart from fields.ts: it brings
 * libphonenumber-js (≈ 25 KB), which the sign-in form and the seekers' forms, also built from fields.ts, do not need.
 */
import { PHONE_PATTERN, TEXT_LIMITS } from '../text';
import { normalizePhone } from '../phone';
import { ACCOUNT_MESSAGES, requiredText } from './fields';

/**
 * A required phone number (docs/architecture.md "Phone numbers"): `missing` when blank; otherwise normalised
 * (normalizePhone: E.164 when it is a possible number, Danish without a country code, so
 * "+45 22 33 44 55", "22 33 44 55" and "0045 22334455" become "+4522334455") and then held to the listing
 * form's rule, digits with an optional leading plus (PHONE_PATTERN, doc 2 §5 step 4, 'Ugyldig telefon nummer').
 */
export const phoneField = (missing: string) =>
  requiredText(missing, TEXT_LIMITS.phone)
    // overwrite, not transform: the value stays a string, so the OpenAPI document still shows the field
    .overwrite(normalizePhone)
    .refine((s) => s === '' || PHONE_PATTERN.test(s), ACCOUNT_MESSAGES.phoneInvalid);
