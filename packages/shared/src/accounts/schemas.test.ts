import { describe, expect, it } from 'vitest';
import { signupFormSchema, toSignupPayload } from './signup.schema';
import { changePasswordFormSchema } from './password.schema';
import { resetPasswordFormSchema } from './reset.schema';
import { profileSchemaFor } from './profile.schema';
import { loginSchema } from './login.schema';
import { adminUserUpdateSchema } from './user-update.schema';

const messagesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const form = {
  type: 'PERSONAL' as const,
  firstname: 'A',
  lastname: 'B',
  phone: '1',
  email: 'a@b.dk',
  password: 'abcdef',
  passwordRepeat: 'abcdef',
  terms: true,
};

describe('signup form schema', () => {
  it('accepts a filled form and strips form-only fields from the payload', () => {
    const parsed = signupFormSchema.parse(form);
    expect(toSignupPayload(parsed)).toEqual({
      type: 'PERSONAL',
      firstname: 'A',
      lastname: 'B',
      phone: '1',
      email: 'a@b.dk',
      password: 'abcdef',
    });
  });

  it.each([
    [{ passwordRepeat: 'abcdeg' }, 'passwordRepeat: Passwords do not match'],
    [{ passwordRepeat: '' }, 'passwordRepeat: Password is missing'],
    [{ terms: false }, 'terms: Du skal acceptere vilkårene'],
    [{ password: 'abc', passwordRepeat: 'abc' }, 'password: Password must be at least 6 characters'],
    [{ type: 'BUSINESS', company: ' ' }, 'company: No company name'],
    [{ email: 'a@b' }, 'email: Email is not valid'],
  ])('%o → %s', (patch, message) => {
    expect(messagesOf(signupFormSchema.safeParse({ ...form, ...patch }))).toContain(message);
  });

  it('reports the mismatch and the missing company together with other field errors', () => {
    const msgs = messagesOf(signupFormSchema.safeParse({ ...form, type: 'BUSINESS', firstname: undefined, passwordRepeat: 'x' }));
    expect(msgs).toEqual(
      expect.arrayContaining([
        'firstname: Missing firstname',
        'company: No company name',
        'passwordRepeat: Passwords do not match',
      ]),
    );
  });
});

describe('the phone of signup, profile and the admin user update (docs/architecture.md "Phone numbers")', () => {
  it.each(['+45 22 33 44 55', '22 33 44 55', '0045 22334455', '22-33-44-55'])('stores "%s" as +4522334455', (phone) => {
    expect(signupFormSchema.parse({ ...form, phone }).phone).toBe('+4522334455');
    expect(profileSchemaFor('PERSONAL').parse({ firstname: 'A', lastname: 'B', email: 'a@b.dk', phone }).phone).toBe('+4522334455');
    expect(adminUserUpdateSchema.parse({ phone }).phone).toBe('+4522334455');
  });

  it.each([
    ['12ab34', 'phone: Ugyldig telefon nummer'],
    ['22334455 ext. 12', 'phone: Ugyldig telefon nummer'],
    ['+45 2233 445', 'phone: Ugyldig telefon nummer'],
    ['   ', 'phone: Missing phone'],
  ])('refuses "%s" with %s only', (phone, message) => {
    expect(messagesOf(signupFormSchema.safeParse({ ...form, phone }))).toEqual([message]);
    expect(messagesOf(adminUserUpdateSchema.safeParse({ phone }))).toEqual([message]);
  });
});

describe('other account schemas', () => {
  it('login names the missing field', () => {
    expect(messagesOf(loginSchema.safeParse({}))).toEqual(['email: email must be filled', 'password: password must be filled']);
  });

  it('change password: present, missing, mismatch', () => {
    expect(messagesOf(changePasswordFormSchema.safeParse({ oldPassword: '', password: '', passwordRepeat: '' }))).toEqual([
      'oldPassword: Type present password',
      'password: Missing password',
      'passwordRepeat: Missing password',
    ]);
    expect(
      messagesOf(changePasswordFormSchema.safeParse({ oldPassword: 'x', password: 'abcdef', passwordRepeat: 'abcdeg' })),
    ).toEqual(['passwordRepeat: New passwords do not match']);
  });

  it('reset password: Danish messages', () => {
    expect(messagesOf(resetPasswordFormSchema.safeParse({ password: 'abc', passwordRepeat: 'abd' }))).toEqual([
      'password: Din adgangskode skal mindst være 6 tegn',
      'passwordRepeat: Din adgangskode er ikke ens',
    ]);
  });

  it('profile: BUSINESS needs company and companyAddress, PERSONAL does not', () => {
    const profile = { firstname: 'A', lastname: 'B', email: 'x', phone: '1', company: '', companyAddress: '' };
    expect(messagesOf(profileSchemaFor('PERSONAL').safeParse(profile))).toEqual(['email: Please enter a valid email']);
    expect(messagesOf(profileSchemaFor('BUSINESS').safeParse(profile))).toEqual([
      'email: Please enter a valid email',
      'company: No company name',
      'companyAddress: No company address',
    ]);
  });
});
